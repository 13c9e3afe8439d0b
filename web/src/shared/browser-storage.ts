// Storage can be disabled or full (private windows): callers then go on without what could not be kept.

export function readStoredItem(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStoredItem(storage: Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch (error) {
    console.warn(`No se pudo guardar ${key} en el navegador`, error);
  }
}
