# Varnish 7 in front of one Colophon process on this machine: the edge cache that forgets only what
# changed (docs/decisions/edge-cache.md, docs/deploy.md#varnish). Needs vmod_xkey (Debian:
# `apt-get install varnish varnish-modules`). Run it with
#   varnishd -a :80 -f /etc/varnish/default.vcl -s malloc,1G
# and give the app CACHE_PURGE_URLS=http://127.0.0.1:80 so a publish purges here by key.
# This file holds what differs between sites (where the app is, who may purge); the rules are in
# colophon.vcl beside it, shared with compose.vcl (deploy/docker-compose.yml) and deploy/k8s.
vcl 4.1;

# The app's liveness endpoint (server/app.ts): while it fails, pages are served stale for up to 24 h.
probe app_alive {
    .url = "/healthz";
    .interval = 5s;
    .timeout = 2s;
    .window = 5;
    .threshold = 3;
    # Healthy from the start: a restarted Varnish sends requests at once, not after the first probe.
    .initial = 3;
}

# Where the app listens: the one line an operator changes.
backend default { .host = "127.0.0.1"; .port = "3000"; .probe = app_alive; .connect_timeout = 2s; .first_byte_timeout = 30s; }

# Who may PURGE: the app's replicas. Add the network they run on when they are on other machines.
acl purgers {
    "localhost";
    "127.0.0.1";
    "::1";
    # "10.0.0.0"/8;
}

include "./colophon.vcl";
