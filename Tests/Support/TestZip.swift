import CZlib
import Foundation

/// Builds zip archives in memory for the import tests (Loop's CSV export, a harsh folder), honest
/// by default; `declaredSize` lies about an entry's uncompressed size (for the zip-bomb tests).
public struct TestZip {
    public init() {}

    private var local: [UInt8] = []
    private var central: [UInt8] = []
    private var count = 0

    public mutating func add(_ name: String, _ text: String, deflate: Bool = true) {
        add(name, bytes: Array(text.utf8), deflate: deflate)
    }

    public mutating func add(_ name: String, bytes: [UInt8], deflate: Bool = true, declaredSize: Int? = nil,
                             declaredCompressedSize: Int? = nil, rawName: [UInt8]? = nil) {
        let nameBytes = rawName ?? Array(name.utf8)
        let data = deflate ? Self.deflate(bytes) : bytes
        let crc = bytes.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
        let size = UInt32(declaredSize ?? bytes.count)
        let compressedSize = UInt32(declaredCompressedSize ?? data.count)
        let offset = UInt32(local.count)
        let method: UInt16 = deflate ? 8 : 0
        local += Self.u32(0x0403_4B50) + Self.u16(20) + Self.u16(0x0800) + Self.u16(method) + Self.u16(0) + Self.u16(0)
            + Self.u32(crc) + Self.u32(UInt32(data.count)) + Self.u32(size) + Self.u16(UInt16(nameBytes.count)) + Self.u16(0)
            + nameBytes + data
        central += Self.u32(0x0201_4B50) + Self.u16(20) + Self.u16(20) + Self.u16(0x0800) + Self.u16(method)
            + Self.u16(0) + Self.u16(0) + Self.u32(crc) + Self.u32(compressedSize) + Self.u32(size)
            + Self.u16(UInt16(nameBytes.count)) + Self.u16(0) + Self.u16(0) + Self.u16(0) + Self.u16(0) + Self.u32(0)
            + Self.u32(offset) + nameBytes
        count += 1
    }

    public var data: Data {
        let end = Self.u32(0x0605_4B50) + Self.u16(0) + Self.u16(0) + Self.u16(UInt16(truncatingIfNeeded: count))
            + Self.u16(UInt16(truncatingIfNeeded: count)) + Self.u32(UInt32(central.count)) + Self.u32(UInt32(local.count)) + Self.u16(0)
        return Data(local + central + end)
    }

    static func deflate(_ input: [UInt8]) -> [UInt8] {
        var stream = z_stream()
        precondition(habits_deflate_init_raw(&stream, 6) == Z_OK)
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(input.count))) + 64)
        let status: Int32 = input.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                return CZlib.deflate(&stream, Z_FINISH)
            }
        }
        precondition(status == Z_STREAM_END)
        output.removeLast(output.count - Int(stream.total_out))
        return output
    }

    private static func u16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    private static func u32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
}
