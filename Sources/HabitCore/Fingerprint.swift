/// A short, stable fingerprint of bytes (64-bit FNV-1a, its last ten hex digits): the names of
/// static assets and the service worker's version, and the Edit form's marker of what it was
/// filled from. Not a secret and not collision-proof against an adversary; only a change marker.
public enum Fingerprint {
    public static func of(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01B3
        }
        return String(String(hash, radix: 16).suffix(10))
    }
}
