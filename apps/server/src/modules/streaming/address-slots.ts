/** Streams open per client address, so that one client cannot hold a transmitter on every channel. */
export class AddressSlots {
  private readonly open = new Map<string, number>();

  constructor(private readonly perAddress: number) {}

  /** Takes a slot; false when the address has none left. */
  take(address: string): boolean {
    const count = this.open.get(address) ?? 0;
    if (count >= this.perAddress) return false;
    this.open.set(address, count + 1);
    return true;
  }

  give(address: string): void {
    const count = (this.open.get(address) ?? 1) - 1;
    if (count <= 0) this.open.delete(address);
    else this.open.set(address, count);
  }
}
