#ifndef HABITS_COPENSSL_SHIM_H
#define HABITS_COPENSSL_SHIM_H
// OpenSSL 3's libcrypto, for Web Push (P-256, ECDH, ECDSA, HKDF, AES-128-GCM), webhook
// signatures (HMAC-SHA256) and OpenID Connect's ID tokens (RS256, ES256
// verification); and its libssl, for the outbound HTTP client's TLS. Only the non-deprecated
// 3.0 API is used, so nothing warns.
#include <openssl/evp.h>
#include <openssl/ec.h>
#include <openssl/core_names.h>
#include <openssl/param_build.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>
#include <openssl/bn.h>
#include <openssl/err.h>
#include <openssl/ssl.h>
#include <openssl/x509.h>
#include <stdint.h>

/// A fresh P-256 key pair. EVP_EC_gen is a macro over the variadic EVP_PKEY_Q_keygen, which
/// Swift cannot call. Returns NULL on failure.
static inline EVP_PKEY *habits_p256_generate(void) {
    return EVP_PKEY_Q_keygen(NULL, NULL, "EC", "P-256");
}

/// A P-256 key from its raw parts: `private32` (32 bytes, big endian; NULL for a public key
/// only) and `public65` (the uncompressed point, 0x04 || X || Y). OpenSSL checks the point is on
/// the curve. Returns NULL when the bytes are not a key.
static inline EVP_PKEY *habits_p256_from_raw(const uint8_t *private32, const uint8_t *public65) {
    EVP_PKEY *key = NULL;
    BIGNUM *secret = NULL;
    OSSL_PARAM_BLD *builder = OSSL_PARAM_BLD_new();
    OSSL_PARAM *params = NULL;
    EVP_PKEY_CTX *context = EVP_PKEY_CTX_new_from_name(NULL, "EC", NULL);
    if (builder == NULL || context == NULL) goto done;
    if (!OSSL_PARAM_BLD_push_utf8_string(builder, OSSL_PKEY_PARAM_GROUP_NAME, "prime256v1", 0)) goto done;
    if (!OSSL_PARAM_BLD_push_octet_string(builder, OSSL_PKEY_PARAM_PUB_KEY, public65, 65)) goto done;
    if (private32 != NULL) {
        secret = BN_bin2bn(private32, 32, NULL);
        if (secret == NULL || !OSSL_PARAM_BLD_push_BN(builder, OSSL_PKEY_PARAM_PRIV_KEY, secret)) goto done;
    }
    params = OSSL_PARAM_BLD_to_param(builder);
    if (params == NULL || EVP_PKEY_fromdata_init(context) <= 0) goto done;
    if (EVP_PKEY_fromdata(context, &key, private32 != NULL ? EVP_PKEY_KEYPAIR : EVP_PKEY_PUBLIC_KEY, params) <= 0) key = NULL;
    if (key != NULL) {
        // fromdata does not check that the point is on the curve; a public-key check does.
        EVP_PKEY_CTX *check = EVP_PKEY_CTX_new_from_pkey(NULL, key, NULL);
        int valid = check != NULL && EVP_PKEY_public_check(check) == 1;
        EVP_PKEY_CTX_free(check);
        if (!valid) { EVP_PKEY_free(key); key = NULL; }
    }
done:
    OSSL_PARAM_free(params);
    OSSL_PARAM_BLD_free(builder);
    BN_clear_free(secret);
    EVP_PKEY_CTX_free(context);
    return key;
}

/// The uncompressed public point (65 bytes) into `out`; 1 on success.
static inline int habits_p256_public(const EVP_PKEY *key, uint8_t *out65) {
    size_t length = 0;
    return EVP_PKEY_get_octet_string_param(key, OSSL_PKEY_PARAM_PUB_KEY, out65, 65, &length) == 1 && length == 65;
}

/// The private scalar, 32 bytes big endian, into `out`; 1 on success.
static inline int habits_p256_private(const EVP_PKEY *key, uint8_t *out32) {
    BIGNUM *secret = NULL;
    if (EVP_PKEY_get_bn_param(key, OSSL_PKEY_PARAM_PRIV_KEY, &secret) != 1) return 0;
    int ok = BN_bn2binpad(secret, out32, 32) == 32;
    BN_clear_free(secret);
    return ok;
}

/// An ECDSA signature's DER form (what EVP_DigestSign gives) as the raw r || s that JWS ES256
/// needs (RFC 7518 §3.4), 64 bytes into `out`; 1 on success.
static inline int habits_ecdsa_der_to_raw(const uint8_t *der, long length, uint8_t *out64) {
    const unsigned char *cursor = der;
    ECDSA_SIG *signature = d2i_ECDSA_SIG(NULL, &cursor, length);
    if (signature == NULL) return 0;
    int ok = BN_bn2binpad(ECDSA_SIG_get0_r(signature), out64, 32) == 32
          && BN_bn2binpad(ECDSA_SIG_get0_s(signature), out64 + 32, 32) == 32;
    ECDSA_SIG_free(signature);
    return ok;
}

/// An RSA public key from its JWK parts (RFC 7518 §6.3.1): the modulus `n` and the public
/// exponent `e`, each big endian. Returns NULL when they are not a key.
static inline EVP_PKEY *habits_rsa_public_from_ne(const uint8_t *n, size_t n_length, const uint8_t *e, size_t e_length) {
    EVP_PKEY *key = NULL;
    BIGNUM *modulus = BN_bin2bn(n, (int)n_length, NULL);
    BIGNUM *exponent = BN_bin2bn(e, (int)e_length, NULL);
    OSSL_PARAM_BLD *builder = OSSL_PARAM_BLD_new();
    OSSL_PARAM *params = NULL;
    EVP_PKEY_CTX *context = EVP_PKEY_CTX_new_from_name(NULL, "RSA", NULL);
    if (modulus == NULL || exponent == NULL || builder == NULL || context == NULL) goto done;
    if (!OSSL_PARAM_BLD_push_BN(builder, OSSL_PKEY_PARAM_RSA_N, modulus)) goto done;
    if (!OSSL_PARAM_BLD_push_BN(builder, OSSL_PKEY_PARAM_RSA_E, exponent)) goto done;
    params = OSSL_PARAM_BLD_to_param(builder);
    if (params == NULL || EVP_PKEY_fromdata_init(context) <= 0) goto done;
    if (EVP_PKEY_fromdata(context, &key, EVP_PKEY_PUBLIC_KEY, params) <= 0) key = NULL;
done:
    OSSL_PARAM_free(params);
    OSSL_PARAM_BLD_free(builder);
    BN_free(modulus);
    BN_free(exponent);
    EVP_PKEY_CTX_free(context);
    return key;
}

/// A raw r || s ECDSA signature (64 bytes, JWS ES256) in the DER form EVP_DigestVerify takes,
/// into `out` (at most `capacity` bytes); the DER length, or 0 on failure.
static inline int habits_ecdsa_raw_to_der(const uint8_t *raw64, uint8_t *out, int capacity) {
    ECDSA_SIG *signature = ECDSA_SIG_new();
    BIGNUM *r = BN_bin2bn(raw64, 32, NULL);
    BIGNUM *s = BN_bin2bn(raw64 + 32, 32, NULL);
    if (signature == NULL || r == NULL || s == NULL || ECDSA_SIG_set0(signature, r, s) != 1) {
        ECDSA_SIG_free(signature);
        BN_free(r);
        BN_free(s);
        return 0;
    }
    // ECDSA_SIG_set0 took r and s: freeing the signature frees them.
    int length = i2d_ECDSA_SIG(signature, NULL);
    if (length <= 0 || length > capacity) {
        ECDSA_SIG_free(signature);
        return 0;
    }
    unsigned char *cursor = out;
    length = i2d_ECDSA_SIG(signature, &cursor);
    ECDSA_SIG_free(signature);
    return length > 0 ? length : 0;
}

/// EVP_CIPHER_CTX_ctrl's GCM codes are macros; these name the three calls made.
static inline int habits_gcm_get_tag(EVP_CIPHER_CTX *context, uint8_t *tag16) {
    return EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_GET_TAG, 16, tag16);
}
static inline int habits_gcm_set_tag(EVP_CIPHER_CTX *context, uint8_t *tag16) {
    return EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_SET_TAG, 16, tag16);
}

/// The three settings of a client context that are macros over SSL_CTX_ctrl: TLS 1.2 at least;
/// SSL_write may return after part of the buffer (like send) and be called again with the rest
/// from another address (the buffer of a Swift array is not pinned between calls). 1 on success.
static inline int habits_tls_client_settings(SSL_CTX *context) {
    if (SSL_CTX_set_min_proto_version(context, TLS1_2_VERSION) != 1) return 0;
    SSL_CTX_set_mode(context, SSL_MODE_ENABLE_PARTIAL_WRITE | SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER);
    return 1;
}

/// Server Name Indication: SSL_set_tlsext_host_name is a macro over SSL_ctrl. 1 on success.
static inline int habits_tls_server_name(SSL *ssl, const char *host) {
    return (int)SSL_set_tlsext_host_name(ssl, host);
}
#endif
