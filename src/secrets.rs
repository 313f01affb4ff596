//! Every secret the server hands out, made in one place, and the one way they are kept.
//!
//! Sessions, API tokens, CSRF tokens, feed addresses, password-reset and mail links, webhook
//! signing keys, seat offers, table and registration invite codes: all come from
//! [`new_secret`], drawn from the operating system's generator through `rand`'s thread
//! generator (ChaCha, reseeded from the OS). What the database keeps of a secret that is
//! looked up later (a session, a token, a reset link, a feed) is [`hash`]: its SHA-256, so
//! that a copy of the database lets nobody in. A leaf: it imports nothing of the crate.

use base64::Engine;
use hmac::{Hmac, Mac};
use rand::{Rng, RngExt};
use sha2::{Digest, Sha256};

/// The letters of a code that people type: no 0/o, 1/l/i, which are easy to misread.
const TYPABLE: &[u8] = b"23456789abcdefghjkmnpqrstuvwxyz";

/// What a new secret looks like.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// 256 random bits, URL-safe base64 (43 characters): a key nobody types.
    Key,
    /// `length` characters of letters and digits that are hard to misread, for a code a
    /// person may type (an invite code); `length` 8 holds about 40 bits.
    Code(usize),
}

/// A fresh secret of this shape.
pub fn new_secret(shape: Shape) -> String {
    let mut rng = rand::rng();
    match shape {
        Shape::Key => {
            let mut bytes = [0u8; 32];
            rng.fill_bytes(&mut bytes);
            base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
        }
        Shape::Code(length) => (0..length)
            .map(|_| char::from(TYPABLE[rng.random_range(0..TYPABLE.len())]))
            .collect(),
    }
}

/// HMAC-SHA256 of `message` under `key`, URL-safe base64: a signature only the key's holder
/// can make (device proofs).
pub fn sign(key: &[u8], message: &str) -> String {
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(hmac(key, message))
}

/// HMAC-SHA256 of `message` under `key` (webhook signatures, device proofs).
pub fn hmac(key: &[u8], message: &str) -> Vec<u8> {
    mac(key, message).finalize().into_bytes().to_vec()
}

/// Whether `signature` is [`sign`]'s for this key and message, compared in constant time.
pub fn signed(key: &[u8], message: &str, signature: &str) -> bool {
    match base64::engine::general_purpose::URL_SAFE_NO_PAD.decode(signature) {
        Ok(bytes) => mac(key, message).verify_slice(&bytes).is_ok(),
        Err(_) => false,
    }
}

fn mac(key: &[u8], message: &str) -> Hmac<Sha256> {
    let mut mac =
        <Hmac<Sha256> as Mac>::new_from_slice(key).expect("HMAC takes a key of any length");
    mac.update(message.as_bytes());
    mac
}

/// What the database keeps of a secret: its SHA-256.
pub fn hash(secret: &str) -> Vec<u8> {
    Sha256::digest(secret.as_bytes()).to_vec()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_signature_holds_for_its_key_and_message_only() {
        let signature = sign(b"key one", "device:ana.nonce");
        assert!(signed(b"key one", "device:ana.nonce", &signature));
        assert!(!signed(b"key two", "device:ana.nonce", &signature));
        assert!(!signed(b"key one", "device:ana.other", &signature));
        assert!(!signed(
            b"key one",
            "device:ana.nonce",
            "not base64 at all!"
        ));
    }

    #[test]
    fn keys_are_long_url_safe_and_new_each_time() {
        let a = new_secret(Shape::Key);
        assert_eq!(a.len(), 43);
        assert!(a
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'));
        assert_ne!(a, new_secret(Shape::Key));
    }

    #[test]
    fn codes_use_only_letters_hard_to_misread() {
        let code = new_secret(Shape::Code(10));
        assert_eq!(code.len(), 10);
        assert!(code.bytes().all(|b| TYPABLE.contains(&b)), "{code}");
        assert!(!code.contains(['0', '1', 'o', 'l', 'i']));
    }

    #[test]
    fn the_hash_is_sha256() {
        // SHA-256("abc"), FIPS 180-2's example.
        assert_eq!(
            hex::encode(hash("abc")),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }
}
