# Colophon's edge rules (docs/decisions/edge-cache.md, "At the edge: Varnish"), included by
# default.vcl, compose.vcl and the k8s ConfigMap after they declare the backend(s), the probe and
# `acl purgers`.
#
# - Keeps what the app marks public for its s-maxage (Varnish reads s-maxage before max-age), tagged
#   with the app's Surrogate-Key header so a publish forgets only what shows that document.
# - PURGE with `xkey-purge: <keys>` (from `acl purgers` only) drops every object tagged with any of
#   the keys; `all` is on every object, so `xkey-purge: all` empties the cache. `xkey-softpurge`
#   instead expires them and keeps them for grace.
# - Serves stale for the app's stale-while-revalidate (600 s) while it refetches, and for 24 h while
#   the probe says the app is down or a refetch fails.
# - Passes (never keeps) anything with a member's session or the preview cookie, any method but
#   GET/HEAD, and every answer the app marks private/no-store or that sets a cookie.
# - Keeps X-Varnish and Age (Varnish sets both) and honours Vary.

import std;
import xkey;

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (req.http.xkey-purge) {
            set req.http.X-Purged = xkey.purge(req.http.xkey-purge);
        } else if (req.http.xkey-softpurge) {
            set req.http.X-Purged = xkey.softpurge(req.http.xkey-softpurge);
        } else {
            return (synth(400, "Missing xkey-purge header"));
        }
        return (synth(200, "Purged " + req.http.X-Purged + " objects"));
    }

    # The app reads two cookies: the member's session and the editor's preview ticket
    # (server/http/session-cookie.ts, server/api/preview.ts). With either, the answer is personal.
    if (req.http.Cookie ~ "(^|;\s*)(colophon_session|colophon_preview)=") {
        return (pass);
    }
    if (req.method != "GET" && req.method != "HEAD") {
        # Writes (sign-in, checkout, webhooks) reach the app as they came, cookies and all.
        return (pass);
    }
    # Every other cookie (analytics, consent, the member hint, cookie_ready_*) is for the browser's
    # scripts: no answer depends on it, so it goes and the request can be shared.
    unset req.http.Cookie;

    # The app varies auto-format images on Accept (server/images/format.ts picks webp, then avif):
    # three values, not one copy per browser's Accept string.
    if (req.url ~ "[?&]auto=format(&|$)") {
        if (req.http.Accept ~ "image/webp" && req.http.Accept !~ "image/webp\s*;\s*q=0(\.0*)?\s*(,|$)") {
            set req.http.Accept = "image/webp";
        } else if (req.http.Accept ~ "image/avif" && req.http.Accept !~ "image/avif\s*;\s*q=0(\.0*)?\s*(,|$)") {
            set req.http.Accept = "image/avif";
        } else {
            set req.http.Accept = "*/*";
        }
    }

    # Grace: while the app is up, a stale object is served only within the app's
    # stale-while-revalidate (600 s) as one request refetches it; while the probe says it is down,
    # for as long as the object is kept (24 h, vcl_backend_response).
    if (std.healthy(req.backend_hint)) {
        set req.grace = 600s;
    }
    # Falls through to the built-in vcl_recv: Authorization passes, the rest is looked up.
}

sub vcl_backend_response {
    # vmod_xkey reads the `xkey` header of the stored object; the app (and Fastly) say Surrogate-Key.
    if (beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    }
    # A refetch that fails keeps the stale copy rather than replacing it with the error.
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
    # What the built-in rules would keep (public, a ttl from s-maxage, no Set-Cookie, no private or
    # no-store) is kept 24 h past its ttl so it can be served when the app is down.
    if (beresp.ttl > 0s && !beresp.http.Set-Cookie && beresp.http.Cache-Control !~ "(private|no-store|no-cache)") {
        set beresp.grace = 24h;
    }
    # Falls through to the built-in vcl_backend_response, which marks the rest uncacheable.
}

sub vcl_backend_error {
    # The app is unreachable and nothing is kept: a short plain answer, never kept.
    set beresp.http.Content-Type = "text/plain; charset=utf-8";
    set beresp.http.Cache-Control = "no-store";
    set beresp.http.Retry-After = "5";
    set beresp.body = "Service Unavailable";
    return (deliver);
}

sub vcl_deliver {
    # The keys are for caches, not readers; `purgers` (the app, an operator's curl) still see them.
    unset resp.http.xkey;
    if (client.ip !~ purgers) {
        unset resp.http.Surrogate-Key;
    }
    if (obj.uncacheable) {
        set resp.http.X-Edge-Cache = "PASS";
    } else if (obj.hits > 0) {
        set resp.http.X-Edge-Cache = "HIT";
    } else {
        set resp.http.X-Edge-Cache = "MISS";
    }
}

sub vcl_synth {
    if (req.method == "PURGE") {
        set resp.http.Content-Type = "text/plain; charset=utf-8";
        set resp.http.Cache-Control = "no-store";
        if (req.http.X-Purged) {
            set resp.http.X-Purged = req.http.X-Purged;
        }
        set resp.body = resp.reason + {"
"};
        return (deliver);
    }
}
