// Object keys in the one photo bucket: one builder per prefix, each prefix with one owner that
// writes it (docs/architecture.md#object-keys). Every prefix starts with the member's id, so an
// account's deletion can find all of it.

/** A bottle photo: the gateway writes it; ai removes it with its photo record; the cellar's purge sweeps strays. */
export const bottlePhotoKey = (userId: string, photoId: string) => `${bottlePhotoPrefix(userId)}${photoId}`;
export const bottlePhotoPrefix = (userId: string) => `uploads/${userId}/`;

/** A bottle photo's thumbnail: the ai-worker writes it; ai removes it with its photo record. */
export const photoThumbnailKey = (userId: string, photoId: string) => `thumbnails/${userId}/${photoId}.webp`;

/** A meal or wine-list photo, kept only while ai reads it: the gateway writes and removes it. */
export const menuPhotoKey = (userId: string, id: string) => `menus/${userId}/${id}`;

/** An import preview's rows (one per member, replaced by the next): the cellar writes and removes it. */
export const importPreviewKey = (userId: string) => `import-previews/${userId}.json`;
