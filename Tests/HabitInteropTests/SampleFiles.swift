import Foundation
import Testing

/// Other apps' sample files, read at run time from `../shared/fixtures` beside the repository
/// (third-party data, never copied into it; FORMATS.md there says where each comes from).
enum SampleFiles {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/fixtures")

    /// The bytes of `path` under the fixtures folder (`imports/harsh/test_log`).
    static func data(_ path: String) throws -> Data {
        try #require(FileManager.default.contents(atPath: root.appendingPathComponent(path).path), "no sample file \(path) in \(root.path)")
    }

    static func text(_ path: String) throws -> String { String(decoding: try data(path), as: UTF8.self) }
}
