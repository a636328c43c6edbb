# Varnish in front of the two replicas of deploy/docker-compose.yml (the `edge` service mounts this
# folder at /etc/varnish). Readers reach the `http` listener (published as 8080); the replicas send
# their purges (CACHE_PURGE_URLS=http://edge:6091) to the `purge` listener, which is not published.
# The rules are colophon.vcl's; this file says where the app is and who may purge.
vcl 4.1;

import directors;

# The app's liveness endpoint (server/app.ts): while it fails, pages are served stale for up to 24 h.
probe app_alive {
    .url = "/healthz";
    .interval = 5s;
    .timeout = 2s;
    .window = 5;
    .threshold = 3;
    .initial = 3;
}

backend app_a { .host = "app-a"; .port = "3000"; .probe = app_alive; .connect_timeout = 2s; .first_byte_timeout = 30s; }
backend app_b { .host = "app-b"; .port = "3000"; .probe = app_alive; .connect_timeout = 2s; .first_byte_timeout = 30s; }

# The compose network's private addresses. Docker's NAT can make a reader on the published port look
# private too, so purges are also refused on any listener but `purge` (below).
acl purgers {
    "localhost";
    "10.0.0.0"/8;
    "172.16.0.0"/12;
    "192.168.0.0"/16;
}

sub vcl_init {
    new apps = directors.round_robin();
    apps.add_backend(app_a);
    apps.add_backend(app_b);
}

sub vcl_recv {
    if (req.method == "PURGE" && local.socket != "purge") {
        return (synth(403, "Forbidden"));
    }
    set req.backend_hint = apps.backend();
}

include "./colophon.vcl";
