/**
 * A POST whose upload progress is reported (fetch cannot tell how much of a body has
 * gone): the answer's status and text. Status 0: the server did not answer.
 */
export function sendWithProgress(
  url: string, body: Blob, headers: Record<string, string>, progress?: (loaded: number, total: number) => void,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Accept', 'application/json');
    if (progress) xhr.upload.onprogress = (e) => progress(e.loaded, e.lengthComputable ? e.total : body.size);
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => resolve({ status: 0, text: '' });
    xhr.send(body);
  });
}
