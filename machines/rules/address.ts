/** An address on one line as Chile writes it: street, comuna, region, leaving out the parts not known. */
export function addressLine(address: { street: string | null; comuna: string | null; region: string | null }): string {
  return [address.street, address.comuna, address.region].filter((part): part is string => Boolean(part?.trim())).join(', ');
}
