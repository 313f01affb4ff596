//! Who is on the other end of the connection: the client address the rate limits count.
//!
//! It is the socket's peer, unless the peer is a trusted proxy (`FABULA_TRUSTED_PROXIES`):
//! then it is the nearest address in `X-Forwarded-For` that is not a trusted proxy itself
//! (the entries to its left were written by the client and prove nothing). IPv6 clients are
//! counted by their /64, the block one home or one machine usually has.

use std::net::IpAddr;

use actix_web::HttpRequest;

use crate::config::Config;
use crate::state::password_gate::Sender;

/// The client's address as the rate limits count it.
pub fn address(req: &HttpRequest, config: &Config) -> String {
    sender(req, config).address
}

/// The client as the password gate's fair share counts it: its address, and the /48 of an
/// IPv6 one.
pub fn sender(req: &HttpRequest, config: &Config) -> Sender {
    let Some(peer) = req.peer_addr().map(|a| a.ip()) else {
        return Sender::at("unknown");
    };
    let ip = client_ip(peer, forwarded_for(req), config);
    Sender {
        address: counted(ip),
        wide: wide(ip),
    }
}

/// The /48 of an IPv6 address that is not an IPv4 one in disguise.
fn wide(ip: IpAddr) -> Option<String> {
    match ip {
        IpAddr::V6(v6) if v6.to_ipv4_mapped().is_none() => {
            let s = v6.segments();
            Some(format!("{:x}:{:x}:{:x}::/48", s[0], s[1], s[2]))
        }
        _ => None,
    }
}

/// A key (an invite or seat code) this client gave, for the table gate, which counts a wrong
/// one against the client's address.
pub fn key(req: &HttpRequest, config: &Config, code: &str) -> crate::play::Key {
    crate::play::Key {
        code: code.to_string(),
        address: address(req, config),
    }
}

/// The device proofs a browser keeps in its cookie.
pub fn device_proofs(req: &HttpRequest) -> Option<String> {
    req.cookie(crate::accounts::devices::COOKIE)
        .map(|c| c.value().to_string())
}

/// Every address of every `X-Forwarded-For` header, in order.
fn forwarded_for(req: &HttpRequest) -> Vec<String> {
    req.headers()
        .get_all("x-forwarded-for")
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(|s| s.trim().to_string())
        .collect()
}

fn client_ip(peer: IpAddr, forwarded: Vec<String>, config: &Config) -> IpAddr {
    let mut client = peer;
    if !config.trusts(peer) {
        return client;
    }
    for hop in forwarded.iter().rev() {
        let Ok(ip) = hop.parse::<IpAddr>() else {
            // Not an address: whoever wrote it is not to be believed beyond this point.
            break;
        };
        client = ip;
        if !config.trusts(ip) {
            break;
        }
    }
    client
}

fn counted(ip: IpAddr) -> String {
    match ip {
        IpAddr::V4(v4) => v4.to_string(),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => v4.to_string(),
            None => {
                let segments = v6.segments();
                format!(
                    "{:x}:{:x}:{:x}:{:x}::/64",
                    segments[0], segments[1], segments[2], segments[3]
                )
            }
        },
    }
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    fn hops(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn forwarded_for_counts_only_from_a_trusted_proxy() {
        let config = Config::try_parse_from(["fabula", "--trusted-proxies=10.0.0.0/8"]).unwrap();
        let forwarded = hops(&["1.1.1.1", "203.0.113.7", "10.0.0.2"]);
        // From the proxy: the nearest address that is not a proxy; the client's own claim
        // (1.1.1.1) is left alone.
        assert_eq!(
            client_ip(ip("10.0.0.1"), forwarded.clone(), &config),
            ip("203.0.113.7")
        );
        // From anyone else, the header is ignored.
        assert_eq!(
            client_ip(ip("198.51.100.1"), forwarded, &config),
            ip("198.51.100.1")
        );
        // Garbage in the header stops the walk.
        assert_eq!(
            client_ip(ip("10.0.0.1"), hops(&["203.0.113.7", "nonsense"]), &config),
            ip("10.0.0.1")
        );
        // No header: the proxy itself.
        assert_eq!(client_ip(ip("10.0.0.1"), vec![], &config), ip("10.0.0.1"));
    }

    #[test]
    fn ipv6_clients_are_counted_by_their_block() {
        assert_eq!(counted(ip("2001:db8:1:2:3:4:5:6")), "2001:db8:1:2::/64");
        assert_eq!(counted(ip("2001:db8:1:2::9")), "2001:db8:1:2::/64");
        assert_eq!(counted(ip("::ffff:192.0.2.1")), "192.0.2.1");
        assert_eq!(counted(ip("192.0.2.1")), "192.0.2.1");
        assert_eq!(wide(ip("2001:db8:1:2:3:4:5:6")).unwrap(), "2001:db8:1::/48");
        assert_eq!(wide(ip("::ffff:192.0.2.1")), None);
        assert_eq!(wide(ip("192.0.2.1")), None);
    }
}
