#!/bin/bash
# The image's HEALTHCHECK: GET /readyz on this server, healthy on a 200. Plain bash (its /dev/tcp) and coreutils'
# timeout, no second Node: a Node started every 30 s took seconds and ~40 MB on a busy machine and timed out
# (issue 39). Exit 0 healthy, 1 not (refused, no answer in 4 s, or any other status).
exec 3<>"/dev/tcp/127.0.0.1/${PORT:-8080}" || exit 1
printf 'GET /readyz HTTP/1.0\r\nHost: localhost\r\nConnection: close\r\n\r\n' >&3
status=$(timeout 4 head -n 1 <&3) || exit 1
[[ $status == "HTTP/1."?" 200 "* ]]
