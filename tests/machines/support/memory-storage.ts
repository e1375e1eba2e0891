/** Web Storage as the browser has it, optionally refusing to read or write (quota exceeded, private mode). */
export class MemoryStorage implements Storage {
  private readonly values = new Map<string, string>();
  constructor(private readonly refuse: { read?: boolean; write?: boolean } = {}) {}
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    if (this.refuse.read) throw new DOMException('The operation is insecure.', 'SecurityError');
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.refuse.write) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.values.set(key, value);
  }
}
