// Runs once, when the mongo container initialises an empty volume (docker-entrypoint-initdb.d):
// one user per service, with readWrite on that service's own database only. The passwords come
// from docker-compose.yml (MONGO_PASSWORD_<SERVICE>).
for (const service of ['identity', 'cellar', 'ai', 'billing', 'content']) {
  const password = process.env[`MONGO_PASSWORD_${service.toUpperCase()}`];
  if (!password) throw new Error(`MONGO_PASSWORD_${service.toUpperCase()} is not set`);
  db.getSiblingDB(service).createUser({ user: service, pwd: password, roles: [{ role: 'readWrite', db: service }] });
}
