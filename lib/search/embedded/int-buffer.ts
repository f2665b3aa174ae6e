/** A growable Int32Array: building postings for 100k products without millions of boxed numbers. */
export class IntBuffer {
  private data: Int32Array;
  length = 0;

  constructor(capacity = 1024) {
    this.data = new Int32Array(capacity);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }

  get(i: number): number {
    return this.data[i]!;
  }

  toArray(): Int32Array {
    return this.data.slice(0, this.length);
  }
}
