/// Lower-case hexadecimal, the one encoder: token hashes, the HMAC `X-Habits-Signature` carries,
/// the hash of a Done token.
public enum Hex {
    /// `bytes` as lower-case hex. By hand: `String(format: "%02x")` per byte took 8 % of a
    /// signed-in request's time.
    public static func string(_ bytes: some Collection<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
