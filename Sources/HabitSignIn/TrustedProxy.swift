import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A range of IP addresses in CIDR form (`127.0.0.1/32`, `10.0.0.0/8`, `::1/128`, `fd00::/8`); an
/// address alone is a range of one. IPv4 addresses seen as IPv6 (`::ffff:127.0.0.1`, a
/// dual-stack socket's form) belong to the IPv4 ranges.
public struct AddressRange: Sendable, Hashable, CustomStringConvertible {
    /// 4 bytes (IPv4) or 16 (IPv6), the host bits cleared.
    let network: [UInt8]
    let prefix: Int

    /// Nil unless `text` is an address, optionally with `/prefix` within its family's length.
    public init?(_ text: String) {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard let bytes = Self.bytes(of: String(parts[0])) else { return nil }
        let length = bytes.count * 8
        var prefix = length
        if parts.count == 2 {
            guard let given = Int(parts[1]), parts[1].allSatisfy(\.isASCII), (0...length).contains(given) else { return nil }
            prefix = given
        }
        self.prefix = prefix
        network = Self.masked(bytes, prefix: prefix)
    }

    /// A list as `--trusted-proxy` takes it: ranges separated by commas. Nil when any is not one
    /// (or there is none).
    public static func list(_ text: String) -> [AddressRange]? {
        let ranges = text.split(separator: ",").map { AddressRange(String($0)) }
        guard !ranges.isEmpty, ranges.allSatisfy({ $0 != nil }) else { return nil }
        return ranges.compactMap { $0 }
    }

    /// Whether `address` (as the server reports a peer: dotted IPv4 or IPv6 text) is in the range.
    public func contains(_ address: String) -> Bool {
        guard var bytes = Self.bytes(of: address) else { return false }
        if bytes.count == 16, network.count == 4, bytes.prefix(12) == Self.mappedPrefix[...] { bytes = Array(bytes.suffix(4)) }
        guard bytes.count == network.count else { return false }
        return Self.masked(bytes, prefix: prefix) == network
    }

    public var description: String {
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        var bytes = network
        _ = inet_ntop(network.count == 4 ? AF_INET : AF_INET6, &bytes, &text, socklen_t(text.count))
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) + "/\(prefix)"
    }

    private static let mappedPrefix: [UInt8] = Array(repeating: 0, count: 10) + [0xff, 0xff]

    private static func bytes(of address: String) -> [UInt8]? {
        let address = address.trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
        var v4 = [UInt8](repeating: 0, count: 4)
        if inet_pton(AF_INET, address, &v4) == 1 { return v4 }
        var v6 = [UInt8](repeating: 0, count: 16)
        if inet_pton(AF_INET6, address, &v6) == 1 { return v6 }
        return nil
    }

    private static func masked(_ bytes: [UInt8], prefix: Int) -> [UInt8] {
        bytes.enumerated().map { index, byte in
            let bits = min(8, max(0, prefix - index * 8))
            return bits == 8 ? byte : byte & ~(UInt8(0xff) >> bits)
        }
    }
}

/// Signing in by a header that an authenticating proxy in front sets (SPEC §20; Authelia,
/// Authentik, oauth2-proxy, Caddy's `forward_auth`): the account named in `header`, believed only
/// on connections from `proxies`. From anywhere else the header means nothing, so a client that
/// goes around the proxy cannot name itself anyone.
public struct TrustedHeader: Sendable {
    /// The header's name, such as `Remote-User`.
    public let header: String
    public let proxies: [AddressRange]
    /// An unknown name gets an account (`--trusted-header-create`) rather than a refusal.
    public let createsAccounts: Bool

    public init(header: String, proxies: [AddressRange], createsAccounts: Bool) {
        self.header = header
        self.proxies = proxies
        self.createsAccounts = createsAccounts
    }

    /// The account name a request carries, if it came from a trusted proxy and carries one.
    public func name(in value: String?, from peer: String) -> String? {
        guard let value, proxies.contains(where: { $0.contains(peer) }) else { return nil }
        let name = value.trimmingCharacters(in: .whitespaces)
        return name.isEmpty ? nil : name
    }

    /// Whether `text` may name a header: an RFC 9110 token.
    public static func isHeaderName(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "!#$%&'*+-.^_`|~".unicodeScalars.contains(scalar))
        }
    }
}
