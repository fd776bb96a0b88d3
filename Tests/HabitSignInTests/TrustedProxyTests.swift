import HabitSignIn
import Testing

/// The address ranges `--trusted-proxy` takes, and the header they let through (SPEC §20).
@Suite struct TrustedProxyTests {
    @Test func ranges_parse_in_both_families_and_hold_their_addresses() throws {
        let loopback = try #require(AddressRange("127.0.0.1/32"))
        #expect(loopback.contains("127.0.0.1"))
        #expect(!loopback.contains("127.0.0.2"))
        // A dual-stack socket reports IPv4 peers in IPv6's form.
        #expect(loopback.contains("::ffff:127.0.0.1"))
        #expect(!loopback.contains("::1"))
        let private10 = try #require(AddressRange("10.0.0.0/8"))
        #expect(private10.contains("10.200.3.4") && !private10.contains("11.0.0.1"))
        #expect(try #require(AddressRange("10.1.2.3/8")).description == "10.0.0.0/8")
        let v6 = try #require(AddressRange("fd00::/8"))
        #expect(v6.contains("fd12:3456::1") && !v6.contains("fe80::1") && !v6.contains("10.0.0.1"))
        #expect(try #require(AddressRange("::1")).contains("::1"))
        #expect(try #require(AddressRange("0.0.0.0/0")).contains("203.0.113.9"))
        #expect(try #require(AddressRange("192.168.1.0/25")).contains("192.168.1.127"))
        #expect(!(try #require(AddressRange("192.168.1.0/25")).contains("192.168.1.128")))
        for bad in ["", "localhost", "127.0.0.1/33", "::1/129", "127.0.0.1/", "127.0.0.1/x", "300.0.0.1", "1.2.3.4/-1"] {
            #expect(AddressRange(bad) == nil, "\(bad)")
        }
        #expect(AddressRange.list("127.0.0.1/32, ::1")?.count == 2)
        #expect(AddressRange.list("127.0.0.1/32,nope") == nil)
        #expect(AddressRange.list("") == nil)
    }

    @Test func the_header_counts_only_from_a_trusted_address() {
        let trusted = TrustedHeader(header: "Remote-User", proxies: AddressRange.list("127.0.0.1/32")!, createsAccounts: false)
        #expect(trusted.name(in: "anna", from: "127.0.0.1") == "anna")
        #expect(trusted.name(in: " anna ", from: "127.0.0.1") == "anna")
        #expect(trusted.name(in: "anna", from: "127.0.0.2") == nil)
        #expect(trusted.name(in: "", from: "127.0.0.1") == nil)
        #expect(trusted.name(in: nil, from: "127.0.0.1") == nil)
        #expect(TrustedHeader.isHeaderName("Remote-User") && TrustedHeader.isHeaderName("X-Forwarded-User"))
        #expect(!TrustedHeader.isHeaderName("Remote User") && !TrustedHeader.isHeaderName("") && !TrustedHeader.isHeaderName("Ü"))
    }
}
