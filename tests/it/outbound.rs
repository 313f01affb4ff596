//! The one address policy of everything the server calls, through the API of both channels
//! that register an address: every form of address `notify::outbound::EXAMPLES` lists is
//! registered as a push endpoint and as a webhook, by a server that refuses loopback and by
//! one that allows it, and each is taken or refused as the policy says, by both alike.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use fabula::notify::outbound::{self, Place, EXAMPLES};
use p256::elliptic_curve::sec1::ToEncodedPoint;
use p256::SecretKey;
use rand::Rng;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{ApiClient, TestApp};

/// A browser's subscription to `endpoint`, with keys the server accepts.
pub fn subscription(endpoint: &str) -> Value {
    let secret = loop {
        let mut bytes = [0u8; 32];
        rand::rng().fill_bytes(&mut bytes);
        if let Ok(key) = SecretKey::from_slice(&bytes) {
            break key;
        }
    };
    let public = secret.public_key().to_encoded_point(false);
    let mut auth = [0u8; 16];
    rand::rng().fill_bytes(&mut auth);
    json!({
        "endpoint": endpoint,
        "keys": {
            "p256dh": URL_SAFE_NO_PAD.encode(public.as_bytes()),
            "auth": URL_SAFE_NO_PAD.encode(auth),
        }
    })
}

/// Registers `host` as a push endpoint and as a webhook; whether each was taken. What was taken
/// is removed again, so that the accounts' limits are never reached.
async fn register(client: &ApiClient, host: &str) -> (bool, bool) {
    let (status, body) = client
        .post(
            "/api/v1/me/push-subscriptions",
            subscription(&format!("https://{host}/push")),
        )
        .await;
    let push = match status {
        StatusCode::CREATED => {
            let path = format!("/api/v1/me/push-subscriptions/{}", body["id"]);
            let (removed, _) = client.call(Method::DELETE, &path, None).await;
            assert_eq!(removed, 204);
            true
        }
        StatusCode::UNPROCESSABLE_ENTITY => false,
        other => panic!("push {host}: {other} {body}"),
    };
    let (status, body) = client
        .post(
            "/api/v1/me/webhooks",
            json!({ "url": format!("http://{host}:9/hook") }),
        )
        .await;
    let webhook = match status {
        StatusCode::CREATED => {
            let path = format!("/api/v1/me/webhooks/{}", body["id"]);
            let (removed, _) = client.call(Method::DELETE, &path, None).await;
            assert_eq!(removed, 204);
            true
        }
        StatusCode::UNPROCESSABLE_ENTITY => false,
        other => panic!("webhook {host}: {other} {body}"),
    };
    (push, webhook)
}

#[tokio::test]
async fn push_endpoints_and_webhooks_are_judged_by_the_one_policy() {
    for allow_loopback in [false, true] {
        let app = TestApp::builder()
            .config(move |c| c.outbound_allow_loopback = allow_loopback)
            .spawn()
            .await;
        let client = app.api_user("policy").await;
        // The addresses themselves, and a name that leads to loopback.
        let mut cases: Vec<(String, Place)> = EXAMPLES
            .iter()
            .map(|&(ip, place)| {
                let host = if ip.contains(':') {
                    format!("[{ip}]")
                } else {
                    ip.to_string()
                };
                (host, place)
            })
            .collect();
        cases.push(("localhost".to_string(), Place::Loopback));
        for (host, place) in cases {
            let policy = outbound::Policy { allow_loopback };
            let expected = match place {
                Place::Public => true,
                Place::Loopback => policy.allow_loopback,
                Place::Refused => false,
            };
            let (push, webhook) = register(&client, &host).await;
            assert_eq!(
                (push, webhook),
                (expected, expected),
                "{host} ({place:?}) with loopback allowed: {allow_loopback}"
            );
        }
        assert_eq!(app.count("SELECT count(*) AS n FROM webhooks"), 0);
        assert_eq!(app.count("SELECT count(*) AS n FROM push_subscriptions"), 0);
    }
}
