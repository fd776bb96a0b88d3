import Foundation

/// `multipart/form-data` bodies: the import upload. Returns each part's bytes by field name.
enum Multipart {
    /// The parts of one body, by field name.
    struct Parts {
        fileprivate var bytes: [String: [UInt8]] = [:]
        fileprivate var filenames: [String: String] = [:]

        subscript(name: String) -> [UInt8]? { bytes[name] }

        /// The name of the file a part carries, as the browser sent it: nil, or empty, when no
        /// file was chosen (a chosen file of 0 bytes has its name).
        func filename(_ name: String) -> String? { filenames[name] }
    }

    static func parse(_ body: [UInt8], contentType: String?) -> Parts? {
        guard let contentType, contentType.lowercased().hasPrefix("multipart/form-data"),
              let boundaryRange = contentType.range(of: "boundary=") else { return nil }
        var boundary = String(contentType[boundaryRange.upperBound...])
        if let semicolon = boundary.firstIndex(of: ";") { boundary = String(boundary[..<semicolon]) }
        boundary = boundary.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        guard !boundary.isEmpty else { return nil }
        let delimiter = Array("--\(boundary)".utf8)
        var parts = Parts()
        var cursor = 0
        guard let first = find(delimiter, in: body, from: 0) else { return nil }
        cursor = first + delimiter.count
        while let next = find(delimiter, in: body, from: cursor) {
            var part = Array(body[cursor..<next])
            if part.starts(with: [13, 10]) { part.removeFirst(2) }
            if part.count >= 2, part.suffix(2) == [13, 10] { part.removeLast(2) }
            if let headerEnd = find([13, 10, 13, 10], in: part, from: 0) {
                let headers = String(decoding: part[..<headerEnd], as: UTF8.self)
                if let nameRange = headers.range(of: "name=\"") {
                    let name = String(headers[nameRange.upperBound...].prefix { $0 != "\"" })
                    parts.bytes[name] = Array(part[(headerEnd + 4)...])
                    if let fileRange = headers.range(of: "filename=\"") {
                        parts.filenames[name] = String(headers[fileRange.upperBound...].prefix { $0 != "\"" })
                    }
                }
            }
            cursor = next + delimiter.count
        }
        return parts
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard needle.count <= haystack.count, start <= haystack.count - needle.count else { return nil }
        var index = start
        while index <= haystack.count - needle.count {
            if haystack[index] == needle[0] && Array(haystack[index..<(index + needle.count)]) == needle { return index }
            index += 1
        }
        return nil
    }
}
