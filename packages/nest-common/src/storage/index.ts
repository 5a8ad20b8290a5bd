// @wine/nest-common/storage: the photo bucket (MinIO/S3).
export * from './storage';
