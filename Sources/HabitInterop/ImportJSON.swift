import Foundation
import HabitCore
import HabitStore

/// Other apps' JSON files, decoded only after the checks every imported file gets (SPEC §12,
/// §17): valid UTF-8, and nesting no deeper than `maximumDepth` (Foundation's decoder allows
/// far more, and a file of nothing but `[[[[…` would otherwise be walked to the end). What the
/// decoder refuses is named by its path in the file (`tasks.dailys[3].history[5].date has the
/// wrong type.`), as the Habits export's own import does.
enum ImportJSON {
    static let maximumDepth = 64

    /// `data` decoded as `T`, or `DomainError.invalidImport` naming the problem.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(DomainError) -> T {
        try check(data)
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch let error as DecodingError {
            throw .invalidImport(ExportDocument.describe(error))
        } catch let error as DomainError {
            throw error
        } catch {
            throw .invalidImport("it is not valid JSON.")
        }
    }

    /// Refuses invalid UTF-8 and nesting deeper than `maximumDepth`, in one pass over the bytes
    /// that skips the insides of strings.
    static func check(_ data: Data) throws(DomainError) {
        guard String(validating: data, as: UTF8.self) != nil else { throw .invalidImport("it is not valid UTF-8.") }
        var depth = 0, inString = false, escaped = false
        for byte in data {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maximumDepth {
                    throw .invalidImport("its JSON is nested more than \(maximumDepth) levels deep; such files are refused.")
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
    }
}

/// A JSON number that must be a whole number (`3`, `3.0`), for counts the apps write as
/// JavaScript or Python numbers.
struct WholeNumber: Decodable, Hashable {
    let value: Int

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let int = try? container.decode(Int.self) {
            value = int
            return
        }
        let double = try container.decode(Double.self)
        guard double.isFinite, double.rounded() == double, abs(double) < 1e15 else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(double) is not a whole number.")
        }
        value = Int(double)
    }
}
