# Debian's PgBouncer, as in the multi-process test, in transaction pooling mode.
FROM debian:bookworm-slim
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends pgbouncer \
 && rm -rf /var/lib/apt/lists/*
COPY pgbouncer.ini /etc/pgbouncer/pgbouncer.ini
COPY pgbouncer-start /usr/local/bin/pgbouncer-start
USER postgres
EXPOSE 6432
CMD ["/usr/local/bin/pgbouncer-start"]
