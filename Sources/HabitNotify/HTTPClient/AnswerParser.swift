import Foundation

/// An HTTP/1.1 answer (RFC 9112) as its bytes arrive: the status line and header fields, then
/// the body, framed by Content-Length, by the chunked transfer coding, or by the end of the
/// connection. Interim 1xx answers are passed over. The head and the body may each be at most
/// `limit` bytes; more is a failure, never a body cut short.
struct AnswerParser {
    struct Head {
        let status: Int
        let fields: [(name: String, value: String)]

        /// The first field called `name` (any case).
        func value(_ name: String) -> String? {
            fields.first { $0.name.lowercased() == name }?.value
        }

        /// Every value of the fields called `name`, comma-separated lists split.
        func values(_ name: String) -> [String] {
            fields.filter { $0.name.lowercased() == name }
                .flatMap { $0.value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() } }
        }
    }

    private enum Stage {
        case head
        case length(remaining: Int)
        case chunkSize
        case chunkData(remaining: Int)
        case chunkEnd
        case trailers
        case untilClose
        case complete
    }

    let limit: Int
    /// Whether the body is read at all: without it, the answer is complete with its head.
    let readingBody: Bool
    private(set) var head: Head?
    private(set) var body: [UInt8] = []
    private var pending: [UInt8] = []
    private var stage = Stage.head

    init(limit: Int, readingBody: Bool) {
        self.limit = limit
        self.readingBody = readingBody
    }

    var isComplete: Bool {
        if case .complete = stage { return true }
        return false
    }

    /// Takes the next bytes that arrived.
    mutating func take(_ bytes: UnsafeRawBufferPointer) throws(ExchangeFailure) {
        pending.append(contentsOf: bytes)
        var at = 0
        defer { pending.removeFirst(at) }
        while true {
            switch stage {
            case .head:
                guard let (lines, next) = Self.head(in: pending, from: at) else {
                    if pending.count - at > limit { throw ExchangeFailure("the answer's header is larger than \(limit / 1024) KiB") }
                    return
                }
                at = next
                try begin(Self.parse(lines))
            case .length(let remaining):
                let left = try keep(upTo: remaining, from: &at)
                stage = left == 0 ? .complete : .length(remaining: left)
                if left > 0 { return }
            case .chunkSize:
                guard let (line, next) = Self.nextLine(in: pending, from: at) else { return try refuseLongLine(at) }
                at = next
                let digits = line.split(separator: ";", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                // Hex digits only: Int(_:radix:) would take a sign too, and a negative size would trap.
                guard !digits.isEmpty, digits.count <= 15, digits.allSatisfy(\.isHexDigit), let size = Int(digits, radix: 16) else {
                    throw ExchangeFailure("the answer's chunked body is malformed")
                }
                guard body.count + size <= limit else { throw tooLarge }
                stage = size == 0 ? .trailers : .chunkData(remaining: size)
            case .chunkData(let remaining):
                let left = try keep(upTo: remaining, from: &at)
                stage = left == 0 ? .chunkEnd : .chunkData(remaining: left)
                if left > 0 { return }
            case .chunkEnd:
                guard let (line, next) = Self.nextLine(in: pending, from: at) else { return try refuseLongLine(at) }
                guard line.isEmpty else { throw ExchangeFailure("the answer's chunked body is malformed") }
                at = next
                stage = .chunkSize
            case .trailers:
                guard let (line, next) = Self.nextLine(in: pending, from: at) else { return try refuseLongLine(at) }
                at = next
                if line.isEmpty { stage = .complete }
            case .untilClose:
                _ = try keep(upTo: .max, from: &at)
                return
            case .complete:
                at = pending.count
                return
            }
        }
    }

    /// The connection ended: that completes a body read until the close, and nothing else.
    mutating func takeEnd() throws(ExchangeFailure) {
        switch stage {
        case .untilClose: stage = .complete
        case .complete: break
        case .head where head == nil && pending.isEmpty: throw ExchangeFailure("the connection was closed without an answer")
        default: throw ExchangeFailure("the connection was closed before the answer was complete")
        }
    }

    /// The final head's framing decides how its body ends (RFC 9112 §6.3).
    private mutating func begin(_ parsed: Head) throws(ExchangeFailure) {
        if (100...199).contains(parsed.status) && parsed.status != 101 { return }  // interim: the real answer follows
        head = parsed
        let codings = parsed.values("transfer-encoding")
        if !readingBody || parsed.status == 204 || parsed.status == 304 || (100...199).contains(parsed.status) {
            stage = .complete
        } else if codings.last == "chunked" {
            stage = .chunkSize
        } else if !codings.isEmpty {
            stage = .untilClose
        } else if let length = parsed.values("content-length").first {
            guard Set(parsed.values("content-length")).count == 1, length.count <= 18,
                  length.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }), let count = Int(length) else {
                throw ExchangeFailure("the answer's Content-Length is not a number")
            }
            guard count <= limit else { throw tooLarge }
            stage = count == 0 ? .complete : .length(remaining: count)
        } else {
            stage = .untilClose
        }
    }

    /// Moves up to `remaining` body bytes of what is pending (from `at`) into the body; how many
    /// of the `remaining` are still to come.
    private mutating func keep(upTo remaining: Int, from at: inout Int) throws(ExchangeFailure) -> Int {
        let count = min(remaining, pending.count - at)
        guard body.count + count <= limit else { throw tooLarge }
        body += pending[at..<at + count]
        at += count
        return remaining - count
    }

    private var tooLarge: ExchangeFailure { ExchangeFailure("the answer is larger than \(limit / 1024) KiB") }

    /// A chunk-size or trailer line has no end yet: fine while it is short.
    private func refuseLongLine(_ at: Int) throws(ExchangeFailure) {
        if pending.count - at > 4096 { throw ExchangeFailure("the answer's chunked body is malformed") }
    }

    /// The status line and the header lines, when the empty line that ends them has arrived, and
    /// where the body starts.
    private static func head(in bytes: [UInt8], from start: Int) -> (lines: [String], next: Int)? {
        var lines: [String] = []
        var at = start
        while let (line, next) = nextLine(in: bytes, from: at) {
            at = next
            if line.isEmpty { return (lines, at) }
            lines.append(line)
        }
        return nil
    }

    /// The line starting at `start` (its CRLF or bare LF not included) and where the next one starts.
    private static func nextLine(in bytes: [UInt8], from start: Int) -> (String, Int)? {
        guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let stop = end > start && bytes[end - 1] == UInt8(ascii: "\r") ? end - 1 : end
        return (String(decoding: bytes[start..<stop], as: UTF8.self), end + 1)
    }

    /// "HTTP/1.1 200 OK" and "Name: value" lines; a line that starts with a space continues the
    /// field before it (obsolete line folding).
    private static func parse(_ lines: [String]) throws(ExchangeFailure) -> Head {
        let status = lines.first?.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false) ?? []
        guard status.count >= 2, status[0].hasPrefix("HTTP/1."), status[1].count == 3, let code = Int(status[1]), code >= 100 else {
            throw ExchangeFailure("the answer is not HTTP/1.1")
        }
        var fields: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            if line.first == " " || line.first == "\t", let last = fields.popLast() {
                fields.append((last.name, last.value + " " + line.trimmingCharacters(in: .whitespaces)))
                continue
            }
            guard let colon = line.firstIndex(of: ":"), colon > line.startIndex else {
                throw ExchangeFailure("the answer's header is malformed")
            }
            fields.append((String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        return Head(status: code, fields: fields)
    }
}
