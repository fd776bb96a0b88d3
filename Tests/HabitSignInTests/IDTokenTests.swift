import Foundation
import HabitCore
import HabitNotify
@testable import HabitSignIn
import Testing

/// ID tokens checked as OpenID Connect Core §3.1.3.7 asks (SPEC §20): RS256 against a token
/// signed once by Python's `cryptography` (below, with its key's n and e), ES256 against tokens
/// this test signs with a fresh P-256 key; every claim check at a pinned instant.
@Suite struct IDTokenTests {
    /// A 2048-bit RSA key's JWK parts, and an RS256 token it signed: kid `rsa-1`, iss
    /// `https://id.example`, aud `habits`, sub `anna-1`, nonce `n-0S6`, iat 2025-03-07T12:00:00Z,
    /// exp five minutes later, preferred_username `anna`.
    static let rsaN = "zKbADTszRFbWPMsrCTz7wDEnDnIeme9HaU94P4aBypupItPbcMQSLYB1eBowuH1eICYLF_i0wNGmGD-rVaKg8lESE2z1f114--2Xx4tlitXhFErAkKQTlLcRWA7J9lMMFsmjThPdZVUjWS6gp8nY29lJEfCoH2x6gIYUOAXDACrqQRPRZa1D2Xek7h6w5uAZr_XyetC2IKK3TS71XS3JoQV4Tejmb1BwBrF8WkmMYeP8LqCymuOj9rapOXDz-CRm709_idtVzFVg9UPZz-Lw3hDi5xS22ZsJKqg0HcYLsGlBvq2VaT1b0kqtpYIy-0tE-lfMo37wKUhcLHjLbDytcw"
    static let rsaToken = "eyJhbGciOiJSUzI1NiIsImtpZCI6InJzYS0xIiwidHlwIjoiSldUIn0.eyJpc3MiOiJodHRwczovL2lkLmV4YW1wbGUiLCJhdWQiOiJoYWJpdHMiLCJzdWIiOiJhbm5hLTEiLCJub25jZSI6Im4tMFM2IiwiaWF0IjoxNzQxMzQ4ODAwLCJleHAiOjE3NDEzNDkxMDAsInByZWZlcnJlZF91c2VybmFtZSI6ImFubmEifQ.cHLPZrPpfytWKS2wJ6YRolFfva0qcNT1ugoj_AgmNLdp3LxQiHdkJg65RzT7XLF0cftOyegYGYe7xV9_Sl4ZMTD-wTJt6ZyBKJChvDRI09n7KhHKe8rmmn3_-mIbyAx7gITpEShQRuEmkG1iVEpmnNYbuukh-HN8IDRO4HYMH7VtsC7ktxGKO0AzWULWvU37B54ORIyREOmuVYI7YkJZ5JumugnDGms5H5NlxPDvEqeN2aRbehGFeE-xLsmIO8p_objvsrWDD9gPuV-cu2-Q4XS9AAoUQqdaF-ZaUtdeEAyMMqehuRNEMppKtAgRbwvFI1zut3nD_4aLCz3hOHNqsA"
    /// A 1024-bit modulus: too short to trust.
    static let shortN = "uYpjkdnvombVnxr7RYXimPck9R_ikLz4DvNYsDU87bA2Chp0rJehcQyw1BEPhJlVQozn40EGr8eh42q3RjgHdKM9d2rlHD1cRUWBpjTtpRCPjXNe2m9NpbeCXae9sMPiKjIrNURciHZvWRnUXcR86BLBCXiJKpK8QSV38FQ8L2s"

    static let issued = 1_741_348_800.0
    static let at = Date(timeIntervalSince1970: issued)

    static func jwks(_ keys: [[String: String]]) -> [JSONWebKey] {
        JSONWebKey.set(from: Array(try! JSONSerialization.data(withJSONObject: ["keys": keys])))!
    }

    static let rsaKeys = jwks([["kty": "RSA", "kid": "rsa-1", "use": "sig", "alg": "RS256", "n": rsaN, "e": "AQAB"]])

    func verify(_ token: String, keys: [JSONWebKey] = Self.rsaKeys, issuer: String = "https://id.example", clientID: String = "habits",
                nonce: String = "n-0S6", now: Date = Self.at) throws(SignInRefusal) -> IDTokenClaims {
        try IDToken(token).verified(keys: keys, issuer: issuer, clientID: clientID, nonce: nonce, now: now)
    }

    /// An ES256 token of `claims` signed by `key`, with `header` fields over alg and kid.
    static func es256(_ claims: [String: Any], key: P256.PrivateKey, kid: String = "ec-1", header: [String: Any] = [:]) -> String {
        var fields: [String: Any] = ["alg": "ES256", "kid": kid]
        fields.merge(header) { $1 }
        let input = Base64URL.encode(try! JSONSerialization.data(withJSONObject: fields)) + "."
            + Base64URL.encode(try! JSONSerialization.data(withJSONObject: claims))
        return input + "." + Base64URL.encode(try! key.signature(for: Array(input.utf8)))
    }

    static func ecJWK(_ key: P256.PrivateKey, kid: String = "ec-1") -> [String: String] {
        let point = key.publicKey.x963Representation
        return ["kty": "EC", "crv": "P-256", "kid": kid, "x": Base64URL.encode(point[1...32]), "y": Base64URL.encode(point[33...64])]
    }

    static var claims: [String: Any] { ["iss": "https://id.example", "aud": "habits", "sub": "boris-2", "nonce": "n-1",
                                        "iat": issued, "exp": issued + 300, "name": "Boris B."] }

    // MARK: RS256

    @Test func an_rs256_token_signed_elsewhere_is_verified_with_its_jwk() throws {
        let claims = try verify(Self.rsaToken)
        #expect(claims == IDTokenClaims(issuer: "https://id.example", subject: "anna-1", preferredUsername: "anna", name: nil, email: nil))
        #expect(try IDToken(Self.rsaToken).algorithm == .rs256)
        #expect(try IDToken(Self.rsaToken).keyID == "rsa-1")
    }

    @Test func a_changed_byte_or_another_key_breaks_the_signature() throws {
        let parts = Self.rsaToken.split(separator: ".").map(String.init)
        // The payload with `anna-1` made `anna-2`: the signature no longer fits.
        let payload = String(decoding: Base64URL.decode(parts[1])!, as: UTF8.self).replacingOccurrences(of: "anna-1", with: "anna-2")
        let forged = parts[0] + "." + Base64URL.encode(Array(payload.utf8)) + "." + parts[2]
        #expect(throws: SignInRefusal.signatureInvalid) { try verify(forged) }
        var signature = Base64URL.decode(parts[2])!
        signature[10] ^= 1
        #expect(throws: SignInRefusal.signatureInvalid) { try verify(parts[0] + "." + parts[1] + "." + Base64URL.encode(signature)) }
        // The same kid, another modulus.
        let other = Self.jwks([["kty": "RSA", "kid": "rsa-1", "n": String(Self.rsaN.reversed()), "e": "AQAB"]])
        #expect(throws: SignInRefusal.signatureInvalid) { try verify(Self.rsaToken, keys: other) }
    }

    @Test func keys_that_cannot_sign_rs256_or_es256_are_left_out_of_the_set() {
        let keys = Self.jwks([
            ["kty": "RSA", "kid": "short", "n": Self.shortN, "e": "AQAB"],
            ["kty": "RSA", "kid": "enc", "use": "enc", "n": Self.rsaN, "e": "AQAB"],
            ["kty": "RSA", "kid": "ps", "alg": "PS256", "n": Self.rsaN, "e": "AQAB"],
            ["kty": "oct", "kid": "hmac", "k": "c2VjcmV0"],
            ["kty": "EC", "crv": "P-384", "kid": "p384", "x": "AA", "y": "AA"],
            ["kty": "EC", "crv": "P-256", "kid": "off-curve", "x": Base64URL.encode([UInt8](repeating: 1, count: 32)),
             "y": Base64URL.encode([UInt8](repeating: 2, count: 32))],
            ["kty": "RSA", "kid": "rsa-1", "n": Self.rsaN, "e": "AQAB"],
        ])
        #expect(keys.map(\.keyID) == ["rsa-1"])
        #expect(JSONWebKey.set(from: Array("[]".utf8)) == nil)
        #expect(JSONWebKey.set(from: Array("{\"keys\": 3}".utf8)) == nil)
    }

    // MARK: Algorithms and key choice

    @Test func alg_none_hmac_and_unknown_algorithms_are_refused_before_anything_else() throws {
        let payload = Self.rsaToken.split(separator: ".")[1]
        for alg in ["none", "HS256", "RS512", "PS256", "ES384"] {
            let header = Base64URL.encode(Array(#"{"alg":"\#(alg)","kid":"rsa-1"}"#.utf8))
            #expect(throws: SignInRefusal.algorithmRefused(alg)) { try verify(header + "." + payload + ".") }
            #expect(throws: SignInRefusal.algorithmRefused(alg)) { try verify(header + "." + payload + ".c2ln") }
        }
        #expect(throws: SignInRefusal.tokenMalformed) { try verify("not a token") }
        #expect(throws: SignInRefusal.tokenMalformed) { try verify(Base64URL.encode(Array(#"{"kid":"x"}"#.utf8)) + "." + payload + ".c2ln") }
        // An RS256 header with an empty signature is no JWS.
        let parts = Self.rsaToken.split(separator: ".")
        #expect(throws: SignInRefusal.tokenMalformed) { try verify(parts[0] + "." + parts[1] + ".") }
    }

    @Test func a_kid_no_key_has_is_an_unknown_key_and_a_key_of_the_other_kind_never_verifies() throws {
        let key = try P256.PrivateKey()
        let token = Self.es256(Self.claims, key: key, kid: "ec-2")
        #expect(throws: SignInRefusal.unknownKey) { try verify(token, keys: Self.jwks([Self.ecJWK(key, kid: "ec-1")]), nonce: "n-1") }
        // The RSA key under the token's kid cannot check an ES256 signature.
        #expect(throws: SignInRefusal.unknownKey) {
            try verify(token, keys: Self.jwks([["kty": "RSA", "kid": "ec-2", "n": Self.rsaN, "e": "AQAB"]]), nonce: "n-1")
        }
        // Without a kid every key of its kind is tried.
        let anonymous = Self.es256(Self.claims, key: key, header: ["kid": NSNull()])
        let keys = Self.jwks([Self.ecJWK(try P256.PrivateKey(), kid: "a"), Self.ecJWK(key, kid: "b")])
        #expect(try verify(anonymous, keys: keys, nonce: "n-1").subject == "boris-2")
    }

    // MARK: ES256 and the claims

    @Test func an_es256_token_is_verified_and_each_claim_is_checked() throws {
        let key = try P256.PrivateKey()
        let keys = Self.jwks([Self.ecJWK(key)])
        func token(_ change: (inout [String: Any]) -> Void) -> String {
            var claims = Self.claims
            change(&claims)
            return Self.es256(claims, key: key)
        }
        func check(_ token: String, now: Date = Self.at) throws(SignInRefusal) -> IDTokenClaims {
            try verify(token, keys: keys, nonce: "n-1", now: now)
        }
        #expect(try check(token { _ in }) == IDTokenClaims(issuer: "https://id.example", subject: "boris-2", preferredUsername: nil,
                                                           name: "Boris B.", email: nil))
        #expect(throws: SignInRefusal.issuerMismatch) { try check(token { $0["iss"] = "https://evil.example" }) }
        #expect(throws: SignInRefusal.issuerMismatch) { try check(token { $0["iss"] = "https://id.example/" }) }
        #expect(throws: SignInRefusal.audienceMismatch) { try check(token { $0["aud"] = "another-app" }) }
        #expect(try check(token { $0["aud"] = ["habits", "other"]; $0["azp"] = "habits" }).subject == "boris-2")
        #expect(throws: SignInRefusal.audienceMismatch) { try check(token { $0["aud"] = ["habits", "other"] }) }
        #expect(throws: SignInRefusal.audienceMismatch) { try check(token { $0["azp"] = "other" }) }
        #expect(throws: SignInRefusal.nonceMismatch) { try check(token { $0["nonce"] = "n-2" }) }
        #expect(throws: SignInRefusal.nonceMismatch) { try check(token { $0["nonce"] = nil }) }
        #expect(throws: SignInRefusal.tokenMalformed) { try check(token { $0["sub"] = nil }) }
        #expect(throws: SignInRefusal.tokenMalformed) { try check(token { $0["sub"] = "" }) }
        #expect(throws: SignInRefusal.tokenMalformed) { try check(token { $0["exp"] = nil }) }
        #expect(throws: SignInRefusal.tokenMalformed) { try check(token { $0["iat"] = "yesterday" }) }
    }

    @Test func exp_and_iat_allow_sixty_seconds_either_way() throws {
        let key = try P256.PrivateKey()
        let keys = Self.jwks([Self.ecJWK(key)])
        let token = Self.es256(Self.claims, key: key)
        let expiry = Self.at.addingTimeInterval(300)
        #expect(try verify(token, keys: keys, nonce: "n-1", now: expiry.addingTimeInterval(60)).subject == "boris-2")
        #expect(throws: SignInRefusal.expired) { try verify(token, keys: keys, nonce: "n-1", now: expiry.addingTimeInterval(61)) }
        #expect(try verify(token, keys: keys, nonce: "n-1", now: Self.at.addingTimeInterval(-60)).subject == "boris-2")
        #expect(throws: SignInRefusal.notYetValid) { try verify(token, keys: keys, nonce: "n-1", now: Self.at.addingTimeInterval(-61)) }
    }

    @Test func the_pkce_challenge_is_s256_of_the_verifier() {
        // RFC 7636 Appendix B.
        #expect(OpenIDSignIn.challenge("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk") == "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM")
    }

    @Test func form_encoding_leaves_only_unreserved_characters() {
        #expect(FormEncoding.component("a b&c=d/é~") == "a%20b%26c%3Dd%2F%C3%A9~")
        #expect(FormEncoding.encode([("grant_type", "authorization_code"), ("x", "1+1")]) == "grant_type=authorization_code&x=1%2B1")
    }
}
