#!/bin/sh
# Rendered from infra/access/minio-access.ts (UPDATE_ACCESS=1 node_modules/.bin/jest infra/access): do not edit.
# One access key and policy per process; the secrets come from MINIO_SECRET_KEY_<PROCESS>.
set -eu
mc alias set store "$MINIO_ENDPOINT" "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD" >/dev/null
mc mb --ignore-existing store/photos
mc admin user add store svc-gateway "$MINIO_SECRET_KEY_GATEWAY" >/dev/null
mc admin policy create store svc-gateway "$POLICIES/gateway.json"
mc admin policy attach store svc-gateway --user svc-gateway >/dev/null 2>&1 || true
mc admin user add store svc-cellar "$MINIO_SECRET_KEY_CELLAR" >/dev/null
mc admin policy create store svc-cellar "$POLICIES/cellar.json"
mc admin policy attach store svc-cellar --user svc-cellar >/dev/null 2>&1 || true
mc admin user add store svc-ai "$MINIO_SECRET_KEY_AI" >/dev/null
mc admin policy create store svc-ai "$POLICIES/ai.json"
mc admin policy attach store svc-ai --user svc-ai >/dev/null 2>&1 || true
mc admin user add store svc-ai-worker "$MINIO_SECRET_KEY_AI_WORKER" >/dev/null
mc admin policy create store svc-ai-worker "$POLICIES/ai-worker.json"
mc admin policy attach store svc-ai-worker --user svc-ai-worker >/dev/null 2>&1 || true
