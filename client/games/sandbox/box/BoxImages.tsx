/**
 * The images brought to the box: a button that picks files (drag-and-drop onto the table
 * does the same), and each image with its upload's progress, the server's refusal, or the
 * form that asks what it is.
 */
import { useRef } from 'react';
import { IMAGE_TYPES } from '../../../net/uploads.ts';
import { bringImages, dismiss, useBoxPage, type BoxUpload } from './box-store.ts';
import { ImageForm } from './ImageForm.tsx';
import { useSay } from '../../../words/say.ts';

function UploadRow({ upload, others }: { upload: BoxUpload; others: readonly BoxUpload[] }) {
  const say = useSay();
  return (
    <li className={`box-upload ${upload.state}`} data-testid="box-upload">
      <div className="box-upload-head">
        {upload.preview && <img src={upload.preview} alt="" className="box-thumb" />}
        <span className="box-upload-name" title={upload.name}>{upload.name}</span>
        {upload.image && <span className="box-note">{upload.image.width} × {upload.image.height}</span>}
        <button type="button" className="box-dismiss" aria-label={say('sandbox.box.images.dismiss', { name: upload.name })} onClick={() => dismiss(upload.id)}>×</button>
      </div>
      {upload.state === 'uploading' && (
        <progress max={1} value={upload.progress} aria-label={say('sandbox.box.images.uploading', { name: upload.name })}>{Math.round(upload.progress * 100)} %</progress>
      )}
      {upload.state === 'refused' && <p className="box-error" role="alert">{upload.error}</p>}
      {upload.state === 'ready' && <ImageForm upload={upload} others={others} />}
    </li>
  );
}

/** The images brought to the box, and the button that brings more. */
export function BoxImages() {
  const say = useSay();
  const uploads = useBoxPage((s) => s.uploads);
  const input = useRef<HTMLInputElement>(null);
  const ready = uploads.filter((u) => u.state === 'ready');
  return (
    <section className="box-images" aria-label={say('sandbox.box.images.title')}>
      <h3>{say('sandbox.box.images.title')}</h3>
      <p className="box-note">{say('sandbox.box.images.note')}</p>
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        multiple
        hidden
        data-testid="box-file-input"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length > 0) bringImages(files);
        }}
      />
      <button type="button" onClick={() => input.current?.click()}>{say('sandbox.box.images.choose')}</button>
      {uploads.length > 0 && (
        <ul className="box-uploads">
          {uploads.map((u) => <UploadRow key={u.id} upload={u} others={ready.filter((o) => o.id !== u.id)} />)}
        </ul>
      )}
    </section>
  );
}
