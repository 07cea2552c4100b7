/** A certificate as the server draws it, in small: frame, title, the holder, number, a code. */
export function certificatePicture(title: string, holder: string, certificateNo: string) {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="1123" height="794" viewBox="0 0 1123 794">' +
    '<rect width="1123" height="794" fill="#fbf7ec"/>' +
    '<rect x="18" y="18" width="1087" height="758" fill="none" stroke="#1d4f91" stroke-width="10"/>' +
    `<text x="561" y="112" text-anchor="middle" font-size="44" fill="#1d4f91">${title}</text>` +
    `<text x="135" y="240" font-size="36" fill="#1a1a1a">${holder}</text>` +
    `<text x="135" y="500" font-size="24" fill="#1a1a1a">${certificateNo}</text>` +
    '<rect x="650" y="490" width="157" height="157" fill="#000"/></svg>';
  return {
    picture: new Blob([svg], { type: 'image/svg+xml' }),
    pictureUrl: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
  };
}
