import CZlib
import Foundation

/// Gzips response bodies for clients that accept it: text, JSON and JavaScript, above a size
/// where the header overhead stops paying for itself.
public struct CompressionMiddleware: Middleware {
    public static let minimumSize = 1024

    public init() {}

    public func handle(_ request: Request, next: (Request) throws -> Response) throws -> Response {
        var response = try next(request)
        response.headers["Vary"] = "Accept-Encoding"
        guard request.method != .head, Self.acceptsGzip(request.headers["Accept-Encoding"]),
              response.body.count >= Self.minimumSize, response.headers["Content-Encoding"] == nil,
              Self.isCompressible(response.headers["Content-Type"]), let compressed = Gzip.compress(response.body) else {
            return response
        }
        response.body = compressed
        response.headers["Content-Encoding"] = "gzip"
        return response
    }

    public static func acceptsGzip(_ header: String?) -> Bool {
        guard let header else { return false }
        return header.lowercased().split(separator: ",").contains { part in
            let fields = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            return fields.first == "gzip" && !fields.dropFirst().contains("q=0")
        }
    }

    static func isCompressible(_ type: String?) -> Bool {
        guard let type = type?.lowercased() else { return false }
        return type.hasPrefix("text/") || type.contains("json") || type.contains("javascript") || type.contains("svg")
    }
}

/// zlib's deflate with a gzip wrapper, wrapped once: the stream is set up, used and ended here.
public enum Gzip {
    /// The gzip bytes of `input`, or nil if zlib fails (then the body goes out uncompressed).
    public static func compress(_ input: [UInt8], level: Int32 = 6) -> [UInt8]? {
        var stream = z_stream()
        guard habits_deflate_init_gzip(&stream, level) == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(input.count))) + 32)
        let status: Int32 = input.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { return nil }
        output.removeLast(output.count - Int(stream.total_out))
        return output
    }
}
