/** Personal data in lists is masked (DESIGN §4); detail pages show it whole. */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

/** 510104199001011234 → 5101**********1234 (15 digits: 5101*******1234). */
export function maskIdCard(idCard: string): string {
  return idCard.length >= 8
    ? `${idCard.slice(0, 4)}${'*'.repeat(idCard.length - 8)}${idCard.slice(-4)}`
    : idCard;
}
