//! The one HTTP client for everything the server calls on its own (push services, webhooks,
//! and any channel added later), with one address policy.
//!
//! Whoever registers an address (a browser's push endpoint, a webhook) chooses where the server
//! sends requests, so an address could make it call services behind it: its own machine, a
//! private network, a cloud's metadata service. The policy refuses every such address, in IPv4
//! and in every IPv6 form that embeds an IPv4 one. It is checked when an address is registered
//! (`Policy::vet`) and again on the address actually connected to: names are resolved by
//! `Checked`, which checks every address found and hands the client only those, and redirects
//! are never followed.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use url::{Host, Url};

/// How long looking up a host name may take.
const LOOKUP_TIMEOUT: Duration = Duration::from_secs(5);
/// How long a request may take, unless the caller says less.
const TIMEOUT: Duration = Duration::from_secs(15);
/// How long connecting may take.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

/// IPv4 networks never called: "this" network, private ones, shared address space (CGNAT),
/// link-local, the IETF's protocol assignments, the documentation ranges, benchmarking,
/// multicast and reserved (broadcast included). Loopback is judged apart.
const REFUSED_V4: [(Ipv4Addr, u8); 14] = [
    (Ipv4Addr::new(0, 0, 0, 0), 8),
    (Ipv4Addr::new(10, 0, 0, 0), 8),
    (Ipv4Addr::new(100, 64, 0, 0), 10),
    (Ipv4Addr::new(169, 254, 0, 0), 16),
    (Ipv4Addr::new(172, 16, 0, 0), 12),
    (Ipv4Addr::new(192, 0, 0, 0), 24),
    (Ipv4Addr::new(192, 0, 2, 0), 24),
    (Ipv4Addr::new(192, 168, 0, 0), 16),
    (Ipv4Addr::new(198, 18, 0, 0), 15),
    (Ipv4Addr::new(198, 51, 100, 0), 24),
    (Ipv4Addr::new(203, 0, 113, 0), 24),
    (Ipv4Addr::new(224, 0, 0, 0), 4),
    (Ipv4Addr::new(240, 0, 0, 0), 4),
    (Ipv4Addr::new(255, 255, 255, 255), 32),
];

/// IPv6 networks never called: unique local, link-local, the old site-local, multicast,
/// documentation, discard-only, and the local-use NAT64 prefix (whose IPv4 part is not fixed).
const REFUSED_V6: [(Ipv6Addr, u8); 7] = [
    (Ipv6Addr::new(0xfc00, 0, 0, 0, 0, 0, 0, 0), 7),
    (Ipv6Addr::new(0xfe80, 0, 0, 0, 0, 0, 0, 0), 10),
    (Ipv6Addr::new(0xfec0, 0, 0, 0, 0, 0, 0, 0), 10),
    (Ipv6Addr::new(0xff00, 0, 0, 0, 0, 0, 0, 0), 8),
    (Ipv6Addr::new(0x2001, 0x0db8, 0, 0, 0, 0, 0, 0), 32),
    (Ipv6Addr::new(0x0100, 0, 0, 0, 0, 0, 0, 0), 64),
    (Ipv6Addr::new(0x0064, 0xff9b, 0x0001, 0, 0, 0, 0, 0), 48),
];

fn in_v4(ip: Ipv4Addr, (net, len): (Ipv4Addr, u8)) -> bool {
    let mask = u32::MAX.checked_shl(32 - u32::from(len)).unwrap_or(0);
    u32::from(ip) & mask == u32::from(net) & mask
}

fn in_v6(ip: Ipv6Addr, (net, len): (Ipv6Addr, u8)) -> bool {
    let mask = u128::MAX.checked_shl(128 - u32::from(len)).unwrap_or(0);
    u128::from(ip) & mask == u128::from(net) & mask
}

/// Where an address leads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// The internet.
    Public,
    /// This machine.
    Loopback,
    /// A private, link-local, reserved or otherwise special network.
    Refused,
}

/// Where `ip` leads. An IPv6 address that embeds an IPv4 one (IPv4-compatible `::a.b.c.d`,
/// IPv4-mapped `::ffff:a.b.c.d`, IPv4-translated `::ffff:0:a.b.c.d`, NAT64 `64:ff9b::/96`,
/// 6to4 `2002::/16`, Teredo `2001::/32`) leads where the IPv4 inside does.
pub fn place(ip: IpAddr) -> Place {
    match ip {
        IpAddr::V4(v4) => place_v4(v4),
        IpAddr::V6(v6) => place_v6(v6),
    }
}

fn place_v4(ip: Ipv4Addr) -> Place {
    if ip.is_loopback() {
        Place::Loopback
    } else if REFUSED_V4.iter().any(|&net| in_v4(ip, net)) {
        Place::Refused
    } else {
        Place::Public
    }
}

fn place_v6(ip: Ipv6Addr) -> Place {
    let bits = u128::from(ip);
    let low32 = Ipv4Addr::from(bits as u32);
    if ip.is_unspecified() {
        return Place::Refused;
    }
    if ip.is_loopback() {
        return Place::Loopback;
    }
    // ::a.b.c.d (IPv4-compatible, deprecated but still routed by some stacks),
    // ::ffff:a.b.c.d (mapped), ::ffff:0:a.b.c.d (translated, RFC 2765).
    let high96 = bits >> 32;
    if high96 == 0 || high96 == 0xffff || high96 == 0xffff_0000 {
        return place_v4(low32);
    }
    // NAT64's well-known prefix (RFC 6052).
    if in_v6(ip, (Ipv6Addr::new(0x64, 0xff9b, 0, 0, 0, 0, 0, 0), 96)) {
        return place_v4(low32);
    }
    // 6to4 (RFC 3056): the IPv4 address follows the prefix.
    if in_v6(ip, (Ipv6Addr::new(0x2002, 0, 0, 0, 0, 0, 0, 0), 16)) {
        return place_v4(Ipv4Addr::from((bits >> 80) as u32));
    }
    // Teredo (RFC 4380): the server's IPv4 address, then the client's, inverted. Either may
    // be where the packets go.
    if in_v6(ip, (Ipv6Addr::new(0x2001, 0, 0, 0, 0, 0, 0, 0), 32)) {
        let server = place_v4(Ipv4Addr::from((bits >> 64) as u32));
        let client = place_v4(Ipv4Addr::from(!(bits as u32)));
        return match (server, client) {
            (Place::Public, Place::Public) => Place::Public,
            _ => Place::Refused,
        };
    }
    if REFUSED_V6.iter().any(|&net| in_v6(ip, net)) {
        return Place::Refused;
    }
    Place::Public
}

/// Why an address is not one to call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// Not a whole web address, or too long.
    Shape,
    /// Neither http nor https (or http where https is needed).
    Scheme,
    /// A user name or password in it.
    Credentials,
    /// Its host name has no address.
    UnknownHost,
    /// It leads to a loopback, private, link-local or otherwise special network.
    Address,
}

impl Refusal {
    /// As a delivery's error keeps it.
    pub fn code(self) -> &'static str {
        match self {
            Refusal::UnknownHost => "unknown_host",
            Refusal::Address | Refusal::Shape | Refusal::Scheme | Refusal::Credentials => {
                "refused_address"
            }
        }
    }
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Refusal::Shape => "not a web address",
            Refusal::Scheme => "not an http or https address",
            Refusal::Credentials => "an address with a user name or password",
            Refusal::UnknownHost => "a host name without an address",
            Refusal::Address => "an address on a loopback, private or special network",
        })
    }
}

impl std::error::Error for Refusal {}

/// Which addresses the server calls: public ones, and loopback only when the setting says so
/// (`FABULA_OUTBOUND_ALLOW_LOOPBACK`: tests, and programs on the server's own machine).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Policy {
    pub allow_loopback: bool,
}

impl Policy {
    /// The policy the settings describe.
    pub fn of(config: &crate::config::Config) -> Policy {
        Policy {
            allow_loopback: config.outbound_allows_loopback(),
        }
    }

    /// Whether the server may call `ip`.
    pub fn allows(self, ip: IpAddr) -> bool {
        match place(ip) {
            Place::Public => true,
            Place::Loopback => self.allow_loopback,
            Place::Refused => false,
        }
    }

    /// Checks the host of `url` when it is an address; a name is checked where it is
    /// resolved (`vet`, and `Checked` on each connection).
    pub fn check_literal(self, url: &Url) -> Result<(), Refusal> {
        let ip: IpAddr = match url.host() {
            Some(Host::Ipv4(ip)) => ip.into(),
            Some(Host::Ipv6(ip)) => ip.into(),
            Some(Host::Domain(_)) => return Ok(()),
            None => return Err(Refusal::Shape),
        };
        if self.allows(ip) {
            Ok(())
        } else {
            Err(Refusal::Address)
        }
    }

    /// The addresses `url` leads to, when every one of them may be called: what registering
    /// an address checks.
    pub async fn vet(self, url: &Url) -> Result<Vec<SocketAddr>, Refusal> {
        let port = url.port_or_known_default().ok_or(Refusal::Shape)?;
        let found: Vec<SocketAddr> = match url.host() {
            Some(Host::Ipv4(ip)) => vec![SocketAddr::new(ip.into(), port)],
            Some(Host::Ipv6(ip)) => vec![SocketAddr::new(ip.into(), port)],
            Some(Host::Domain(name)) => lookup(name, port).await?,
            None => return Err(Refusal::Shape),
        };
        self.judge_all(found)
    }

    fn judge_all(self, found: Vec<SocketAddr>) -> Result<Vec<SocketAddr>, Refusal> {
        if found.is_empty() {
            Err(Refusal::UnknownHost)
        } else if found.iter().all(|a| self.allows(a.ip())) {
            Ok(found)
        } else {
            Err(Refusal::Address)
        }
    }
}

async fn lookup(name: &str, port: u16) -> Result<Vec<SocketAddr>, Refusal> {
    match tokio::time::timeout(LOOKUP_TIMEOUT, tokio::net::lookup_host((name, port))).await {
        Ok(Ok(found)) => Ok(found.collect()),
        _ => Err(Refusal::UnknownHost),
    }
}

/// Resolves the names the client connects to, and hands it only addresses the policy allows:
/// a name that leads anywhere else fails the request, so the address connected to is always
/// one checked.
struct Checked {
    policy: Policy,
}

impl reqwest::dns::Resolve for Checked {
    fn resolve(&self, name: reqwest::dns::Name) -> reqwest::dns::Resolving {
        let policy = self.policy;
        Box::pin(async move {
            let found = lookup(name.as_str(), 0).await?;
            let kept = policy.judge_all(found)?;
            Ok(Box::new(kept.into_iter()) as reqwest::dns::Addrs)
        })
    }
}

/// The client: one per process, shared by every channel that calls out.
#[derive(Clone)]
pub struct Outbound {
    client: reqwest::Client,
    policy: Policy,
}

impl Outbound {
    pub fn new(policy: Policy) -> Result<Outbound, String> {
        let client = reqwest::Client::builder()
            .dns_resolver(Arc::new(Checked { policy }))
            .redirect(reqwest::redirect::Policy::none())
            .no_proxy()
            .timeout(TIMEOUT)
            .connect_timeout(CONNECT_TIMEOUT)
            .user_agent("Fabula")
            .build()
            .map_err(|e| format!("cannot make the HTTP client: {e}"))?;
        Ok(Outbound { client, policy })
    }

    /// The client every channel that calls out shares, with the policy the settings describe.
    pub fn of(config: &crate::config::Config) -> Result<Outbound, String> {
        Outbound::new(Policy::of(config))
    }

    pub fn policy(&self) -> Policy {
        self.policy
    }

    /// A POST to `url`, when the policy lets the server call it (an address is checked now,
    /// a name when the connection is made).
    pub fn post(&self, url: Url) -> Result<reqwest::RequestBuilder, Refusal> {
        if !matches!(url.scheme(), "http" | "https") {
            return Err(Refusal::Scheme);
        }
        self.policy.check_literal(&url)?;
        Ok(self.client.post(url))
    }
}

/// Why a request failed when the policy refused the address its name led to.
pub fn refusal_of(error: &reqwest::Error) -> Option<Refusal> {
    let mut source: Option<&(dyn std::error::Error + 'static)> = Some(error);
    while let Some(e) = source {
        if let Some(refusal) = e.downcast_ref::<Refusal>() {
            return Some(*refusal);
        }
        source = e.source();
    }
    None
}

/// The forms of address the policy was written for, and where each leads: the unit tests
/// judge every one, and `tests/it/outbound.rs` registers each as a push endpoint and as a
/// webhook.
pub const EXAMPLES: &[(&str, Place)] = &[
    ("8.8.8.8", Place::Public),
    ("93.184.216.34", Place::Public),
    ("1.1.1.1", Place::Public),
    ("2606:2800:220:1::1", Place::Public),
    ("2a00:1450:4001::1", Place::Public),
    ("127.0.0.1", Place::Loopback),
    ("127.9.9.9", Place::Loopback),
    ("::1", Place::Loopback),
    ("::ffff:127.0.0.1", Place::Loopback),
    ("0.0.0.0", Place::Refused),
    ("0.1.2.3", Place::Refused),
    ("10.1.2.3", Place::Refused),
    ("172.16.5.4", Place::Refused),
    ("172.31.255.255", Place::Refused),
    ("192.168.1.1", Place::Refused),
    ("169.254.169.254", Place::Refused),
    ("100.64.0.1", Place::Refused),
    ("100.127.255.254", Place::Refused),
    ("198.18.0.1", Place::Refused),
    ("198.19.255.1", Place::Refused),
    ("192.0.0.8", Place::Refused),
    ("192.0.2.1", Place::Refused),
    ("198.51.100.7", Place::Refused),
    ("203.0.113.9", Place::Refused),
    ("224.0.0.1", Place::Refused),
    ("239.255.255.250", Place::Refused),
    ("240.0.0.1", Place::Refused),
    ("255.255.255.255", Place::Refused),
    ("::", Place::Refused),
    ("::127.0.0.1", Place::Loopback),
    ("::10.0.0.1", Place::Refused),
    ("::ffff:10.0.0.1", Place::Refused),
    ("::ffff:169.254.169.254", Place::Refused),
    ("::ffff:0:127.0.0.1", Place::Loopback),
    ("::ffff:0:10.0.0.1", Place::Refused),
    ("64:ff9b::a9fe:a9fe", Place::Refused),
    ("64:ff9b::808:808", Place::Public),
    ("64:ff9b:1::1", Place::Refused),
    ("2002:a9fe:a9fe::", Place::Refused),
    ("2002:c0a8:101::1", Place::Refused),
    ("2002:808:808::1", Place::Public),
    ("2001:0:a9fe:a9fe::1", Place::Refused),
    ("2001:0:808:808::f5f7:f7f7", Place::Refused),
    ("2001:0:808:808::f7f7:f7f7", Place::Public),
    ("fc00::1", Place::Refused),
    ("fd00::1", Place::Refused),
    ("fe80::1", Place::Refused),
    ("febf::1", Place::Refused),
    ("fec0::1", Place::Refused),
    ("ff02::1", Place::Refused),
    ("2001:db8::1", Place::Refused),
    ("100::1", Place::Refused),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_policy_judges_every_form_of_an_address() {
        for &(text, expected) in EXAMPLES {
            let ip: IpAddr = text.parse().unwrap();
            assert_eq!(place(ip), expected, "{text}");
            let strict = Policy {
                allow_loopback: false,
            };
            let tests = Policy {
                allow_loopback: true,
            };
            assert_eq!(strict.allows(ip), expected == Place::Public, "{text}");
            assert_eq!(tests.allows(ip), expected != Place::Refused, "{text}");
        }
    }

    #[test]
    fn an_address_in_a_url_is_checked_before_any_request() {
        let strict = Outbound::new(Policy {
            allow_loopback: false,
        })
        .unwrap();
        for url in [
            "http://127.0.0.1/x",
            "http://[::ffff:0:127.0.0.1]/",
            "http://[64:ff9b::a9fe:a9fe]/",
            "http://[2002:a9fe:a9fe::]/",
            "http://[fec0::1]/",
            "http://2130706433/",
        ] {
            let url = Url::parse(url).unwrap();
            assert_eq!(
                strict.post(url.clone()).err(),
                Some(Refusal::Address),
                "{url}"
            );
        }
        let ftp = Url::parse("ftp://93.184.216.34/").unwrap();
        assert_eq!(strict.post(ftp).err(), Some(Refusal::Scheme));
        assert!(strict
            .post(Url::parse("https://93.184.216.34/hook").unwrap())
            .is_ok());
    }

    #[tokio::test]
    async fn names_that_lead_to_this_machine_are_not_called() {
        use reqwest::dns::Resolve;
        let name = |n: &str| n.parse::<reqwest::dns::Name>().unwrap();
        let strict = Checked {
            policy: Policy {
                allow_loopback: false,
            },
        };
        assert!(strict.resolve(name("localhost")).await.is_err());
        let tests = Checked {
            policy: Policy {
                allow_loopback: true,
            },
        };
        let found: Vec<SocketAddr> = tests.resolve(name("localhost")).await.unwrap().collect();
        assert!(found.iter().all(|a| a.ip().is_loopback()), "{found:?}");
        let url = Url::parse("http://localhost:9/").unwrap();
        assert_eq!(
            Policy {
                allow_loopback: false
            }
            .vet(&url)
            .await,
            Err(Refusal::Address)
        );
        let url = Url::parse("https://nowhere.invalid/").unwrap();
        assert_eq!(
            Policy {
                allow_loopback: true
            }
            .vet(&url)
            .await,
            Err(Refusal::UnknownHost)
        );
    }

    /// A request whose name resolves to a refused address fails, and says why.
    #[tokio::test]
    async fn the_address_connected_to_is_checked() {
        let strict = Outbound::new(Policy {
            allow_loopback: false,
        })
        .unwrap();
        let url = Url::parse("http://localhost:9/hook").unwrap();
        let error = strict.post(url).unwrap().send().await.unwrap_err();
        assert_eq!(refusal_of(&error), Some(Refusal::Address), "{error:?}");
    }
}
