interface AddressParts {
  street: string | null;
  comuna: string | null;
  region: string | null;
}

/** An address on one line as Chile writes it: street, comuna, region, leaving out the parts not known. */
export function addressLine(address: AddressParts): string {
  return [address.street, address.comuna, address.region].filter((part): part is string => Boolean(part?.trim())).join(', ');
}

/** The address on one line, or its name when none of its parts is known. */
export function namedAddressLine(address: AddressParts & { name: string }): string {
  return addressLine(address) || address.name;
}
