/** Personal data in lists is masked (DESIGN §4); detail pages show it whole. */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}
