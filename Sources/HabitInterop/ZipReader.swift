import CZlib
import HabitCore
import HabitStore

/// A zip archive read from memory, for Loop's CSV export. It reads the central directory and
/// inflates one entry at a time into memory; entry names are only ever compared, never used as
/// paths, and nothing is written to disk.
///
/// Bounds (`InteropLimits`): at most 10,000 entries, 64 MiB uncompressed in all, no entry
/// inflating more than 200 times its size (zip bombs), an entry's data never larger than its
/// header says, CRC-32 checked. Refused: encryption, zip64, multi-disk archives, methods other
/// than stored (0) and deflate (8), names that are not UTF-8 or that hold `..`, an absolute
/// path or a drive letter.
struct ZipReader {
    struct Entry {
        let name: String
        let method: Int
        let crc: UInt32
        let compressedSize: Int
        let uncompressedSize: Int
        let localHeaderOffset: Int
    }

    let bytes: [UInt8]
    let entries: [Entry]

    init(_ bytes: [UInt8]) throws(DomainError) {
        self.bytes = bytes
        func fail(_ problem: String) -> DomainError { .invalidImport("the zip archive " + problem) }
        guard bytes.count >= 22 else { throw fail("is too short to be one.") }
        var end = -1
        var position = bytes.count - 22
        let lowest = max(0, bytes.count - 22 - 0xFFFF)
        while position >= lowest {
            if Self.u32(bytes, position) == 0x0605_4B50 { end = position; break }
            position -= 1
        }
        guard end >= 0 else { throw fail("has no central directory (it is damaged or not a zip).") }
        let disk = Self.u16(bytes, end + 4), directoryDisk = Self.u16(bytes, end + 6)
        let count = Self.u16(bytes, end + 10), size = Int(Self.u32(bytes, end + 12)), offset = Int(Self.u32(bytes, end + 16))
        guard disk == 0, directoryDisk == 0 else { throw fail("spans several disks, which is not supported.") }
        guard count != 0xFFFF, size != 0xFFFF_FFFF, offset != 0xFFFF_FFFF else { throw fail("is in the zip64 format, which Loop never writes.") }
        guard count <= InteropLimits.zipEntries else {
            throw fail("has \(count) entries; more than \(InteropLimits.zipEntries) are refused.")
        }
        guard offset + size <= end else { throw fail("has a central directory outside the file.") }
        var entries: [Entry] = []
        var names = Set<String>()
        var total = 0
        var cursor = offset
        for _ in 0..<count {
            guard cursor + 46 <= end, Self.u32(bytes, cursor) == 0x0201_4B50 else { throw fail("has a damaged central directory.") }
            let flags = Self.u16(bytes, cursor + 8), method = Self.u16(bytes, cursor + 10)
            let crc = Self.u32(bytes, cursor + 16)
            let compressed = Int(Self.u32(bytes, cursor + 20)), uncompressed = Int(Self.u32(bytes, cursor + 24))
            let nameLength = Self.u16(bytes, cursor + 28), extraLength = Self.u16(bytes, cursor + 30)
            let commentLength = Self.u16(bytes, cursor + 32), local = Int(Self.u32(bytes, cursor + 42))
            let nameStart = cursor + 46
            guard nameStart + nameLength <= end else { throw fail("has a damaged central directory.") }
            guard let name = String(validating: bytes[nameStart..<nameStart + nameLength], as: UTF8.self) else {
                throw fail("has an entry name that is not valid UTF-8.")
            }
            try Self.checkName(name)
            guard flags & 1 == 0 else { throw fail("has an encrypted entry (\"\(name)\").") }
            guard compressed != 0xFFFF_FFFF, uncompressed != 0xFFFF_FFFF, local != 0xFFFF_FFFF else {
                throw fail("is in the zip64 format, which Loop never writes.")
            }
            guard method == 0 || method == 8 else { throw fail("uses compression method \(method) for \"\(name)\"; only stored and deflate are read.") }
            guard names.insert(name).inserted else { throw fail("holds \"\(name)\" twice.") }
            total += uncompressed
            guard total <= InteropLimits.uncompressedTotal else {
                throw fail("unpacks to more than \(InteropLimits.uncompressedTotal >> 20) MiB; it is refused as a zip bomb.")
            }
            if uncompressed > InteropLimits.ratioFloor && uncompressed / max(compressed, 1) > InteropLimits.compressionRatio {
                throw fail("has an entry (\"\(name)\") that unpacks to \(uncompressed / max(compressed, 1)) times its size; it is refused as a zip bomb.")
            }
            if method == 0 && compressed != uncompressed { throw fail("has a stored entry (\"\(name)\") with two sizes.") }
            entries.append(Entry(name: name, method: method, crc: crc, compressedSize: compressed,
                                 uncompressedSize: uncompressed, localHeaderOffset: local))
            cursor = nameStart + nameLength + extraLength + commentLength
        }
        self.entries = entries
    }

    /// Names are compared, never opened, so a hostile one could do no harm; they are refused
    /// anyway, since no export of Loop's has them and they mark a crafted file.
    static func checkName(_ name: String) throws(DomainError) {
        let parts = name.split(omittingEmptySubsequences: false) { $0 == "/" || $0 == "\\" }
        let isAbsolute = name.hasPrefix("/") || name.hasPrefix("\\")
            || (name.utf8.count >= 2 && Array(name.utf8)[1] == UInt8(ascii: ":"))
        if isAbsolute || parts.contains("..") || name.contains("\0") {
            throw .invalidImport("the zip archive has an entry named \"\(name.replacingOccurrences(of: "\0", with: "\\0"))\"; "
                + "names with \"..\" or an absolute path are refused.")
        }
    }

    func entry(named name: String) -> Entry? { entries.first { $0.name == name } }

    /// The entry's bytes, inflated and checked against its size and CRC-32.
    func contents(of entry: Entry) throws(DomainError) -> [UInt8] {
        func fail(_ problem: String) -> DomainError { .invalidImport("the zip entry \"\(entry.name)\" " + problem) }
        let local = entry.localHeaderOffset
        guard local + 30 <= bytes.count, Self.u32(bytes, local) == 0x0403_4B50 else { throw fail("is damaged.") }
        let start = local + 30 + Self.u16(bytes, local + 26) + Self.u16(bytes, local + 28)
        guard start + entry.compressedSize <= bytes.count else { throw fail("reaches past the end of the file.") }
        let data = bytes[start..<start + entry.compressedSize]
        let output: [UInt8]
        if entry.method == 0 {
            output = Array(data)
        } else {
            guard let inflated = Self.inflate(data, expected: entry.uncompressedSize) else {
                throw fail("is damaged or larger than its header says; it is refused.")
            }
            output = inflated
        }
        let crc = output.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
        guard crc == entry.crc else { throw fail("fails its CRC check (the archive is damaged).") }
        return output
    }

    /// Raw deflate into a buffer of `expected` bytes plus one: more output than that, a stream
    /// that does not end, or an error, and the entry is refused (nil).
    static func inflate(_ input: ArraySlice<UInt8>, expected: Int) -> [UInt8]? {
        var stream = z_stream()
        guard habits_inflate_init_raw(&stream) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: expected + 1)
        let status: Int32 = input.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                return CZlib.inflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END, Int(stream.total_out) == expected else { return nil }
        output.removeLast()
        return output
    }

    private static func u16(_ bytes: [UInt8], _ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
    private static func u32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
    }
}
