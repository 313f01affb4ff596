//! Device proofs (OWASP's "device cookies"): after a successful sign-in, the browser (a
//! cookie) or the API client (a field of the token's answer) keeps a proof that this device
//! signed in to this account before. It is `<username>.<nonce>.<signature>`, signed with a key
//! derived from the server's secret key, so nobody can make one for an account they never
//! signed in to. A sign-in naming that account with a valid proof goes through the gate's own
//! lane, which floods from unknown devices cannot fill, and is not held back by the per-account
//! and per-address limits that guessing from elsewhere sets off; after a few wrong passwords
//! with one proof, that proof counts for nothing until the window passes.

use crate::secrets::{self, Shape};

/// The cookie that carries a browser's proofs (one per account signed in to from it).
pub const COOKIE: &str = "fabula_device";
/// Proofs kept in one cookie or field: the newest first.
const KEPT: usize = 5;
/// How long a browser keeps its proofs.
pub const KEEP_DAYS: i64 = 365;

/// A fresh proof that this device signed in to `username`.
pub fn issue(key: &[u8], username: &str) -> String {
    let nonce: String = secrets::new_secret(Shape::Key).chars().take(22).collect();
    let signature = secrets::sign(key, &signed_text(username, &nonce));
    format!("{username}.{nonce}.{signature}")
}

fn signed_text(username: &str, nonce: &str) -> String {
    format!("device:{username}.{nonce}")
}

/// The device of a valid proof for `username` among `proofs` (separated by `~`), by its nonce.
pub fn matching(key: &[u8], proofs: &str, username: &str) -> Option<String> {
    proofs.split('~').take(KEPT).find_map(|proof| {
        let mut parts = proof.splitn(3, '.');
        let (Some(name), Some(nonce), Some(signature)) = (parts.next(), parts.next(), parts.next())
        else {
            return None;
        };
        (name.eq_ignore_ascii_case(username)
            && secrets::signed(key, &signed_text(name, nonce), signature))
        .then(|| nonce.to_string())
    })
}

/// The proofs to keep after a sign-in that gave `fresh`: it first, then the others kept
/// before for other accounts, at most a few.
pub fn kept(before: Option<&str>, fresh: &str) -> String {
    let username = fresh.split('.').next().unwrap_or_default();
    let others = before
        .unwrap_or_default()
        .split('~')
        .filter(|p| !p.is_empty() && p.split('.').next() != Some(username))
        .filter(|p| {
            p.chars()
                .all(|c| c.is_ascii_alphanumeric() || "._-".contains(c))
        });
    std::iter::once(fresh)
        .chain(others)
        .take(KEPT)
        .collect::<Vec<_>>()
        .join("~")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_proof_holds_for_its_account_and_key_only() {
        let proof = issue(b"the key", "ana");
        let nonce = matching(b"the key", &format!("bo.x.y~{proof}"), "ana").unwrap();
        assert_eq!(nonce.len(), 22);
        assert!(proof.contains(&nonce));
        assert_eq!(matching(b"the key", &proof, "bo"), None);
        assert_eq!(matching(b"another key", &proof, "ana"), None);
        // The same nonce and signature under another name: not a proof.
        assert_eq!(
            matching(b"the key", &proof.replacen("ana", "bob", 1), "bob"),
            None
        );
    }

    #[test]
    fn a_browser_keeps_one_proof_per_account_the_newest_first() {
        let kept = kept(Some("ana.n1.s1~bo.n2.s2"), "bo.n3.s3");
        assert_eq!(kept, "bo.n3.s3~ana.n1.s1");
        let many = (0..9)
            .map(|n| format!("u{n}.n.s"))
            .collect::<Vec<_>>()
            .join("~");
        assert_eq!(super::kept(Some(&many), "new.n.s").split('~').count(), KEPT);
        // Whatever a client put in the cookie that no proof looks like is dropped.
        assert_eq!(super::kept(Some("a b;c=d"), "x.n.s"), "x.n.s");
    }
}
