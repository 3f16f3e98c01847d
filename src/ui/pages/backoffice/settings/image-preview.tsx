/**
 * Previews of a certification stamp's image (issue 11 "certificate-stamp"): the image of a saved stamp
 * from GET /stamps/{id}/image, and the image just uploaded for a new stamp, before it is saved.
 *
 * An uploaded file is only readable with the uploader's token (GET /uploads/{id}), so it cannot be an
 * `<img>`'s address, and the deploy's policy allows images from the portal's own origin only
 * (`img-src 'self'`, no `blob:` or `data:`; docs/decisions/013-deploy-headers.md): it is decoded with
 * `createImageBitmap` and drawn on a canvas carrying `role="img"` and a text alternative instead.
 */
import { Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useUploadBytes } from '#src/ui/queries/documents';
import { stampImageAddress } from '#src/ui/queries/stamps';

/** The side of a preview's square box, in CSS pixels. */
export const PREVIEW_SIZE_PX = 96;

const BOX_STYLE = {
  display: 'block',
  width: PREVIEW_SIZE_PX,
  height: PREVIEW_SIZE_PX,
  objectFit: 'contain',
  border: '1px solid var(--mantine-color-gray-5)',
  borderRadius: 4,
  // A chequer shows where a transparent stamp is transparent.
  background: 'repeating-conic-gradient(#f1f3f5 0% 25%, #ffffff 0% 50%) 50% / 16px 16px',
} as const;

/**
 * A saved stamp's image.
 * @param props.stampId - the stamp's id.
 * @param props.alt - the text alternative, e.g. "The image of the stamp Registrar General’s seal".
 * @param props.size - the side of its box in CSS pixels; default {@link PREVIEW_SIZE_PX}.
 * @param props.transparent - drawn as printed, without the box and chequer (over the specimen's signature).
 */
export function StampImage({
  stampId,
  alt,
  size = PREVIEW_SIZE_PX,
  transparent = false,
}: {
  stampId: string;
  alt: string;
  size?: number;
  transparent?: boolean;
}) {
  const style = transparent
    ? { display: 'block', width: size, height: size, objectFit: 'contain' as const }
    : { ...BOX_STYLE, width: size, height: size };
  return <img src={stampImageAddress(stampId)} alt={alt} width={size} height={size} style={style} />;
}

/** Draws a bitmap into a square canvas, fitted and centred, sharp on high-density screens. */
function draw(canvas: HTMLCanvasElement, bitmap: ImageBitmap): void {
  const ratio = window.devicePixelRatio || 1;
  const side = Math.round(PREVIEW_SIZE_PX * ratio);
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) return;
  const scale = Math.min(side / bitmap.width, side / bitmap.height);
  const width = bitmap.width * scale;
  const height = bitmap.height * scale;
  context.clearRect(0, 0, side, side);
  context.drawImage(bitmap, (side - width) / 2, (side - height) / 2, width, height);
}

/**
 * The image just uploaded (not yet saved as a stamp), read back from GET /uploads/{id}.
 * @param props.uploadId - the upload's id (its DocumentRef `id`).
 * @param props.label - the text alternative, e.g. "Preview of seal.png".
 */
export function UploadedImagePreview({ uploadId, label }: { uploadId: string; label: string }) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const [failed, setFailed] = useState(false);
  const file = useUploadBytes(uploadId);
  const blob = file.data;

  useEffect(() => {
    if (!blob) return undefined;
    let cancelled = false;
    // Where the browser cannot decode images for a canvas (createImageBitmap), the decode fails below.
    const decode = typeof createImageBitmap === 'function' ? createImageBitmap(blob) : Promise.reject(new Error('No createImageBitmap'));
    decode
      .then((bitmap) => {
        if (!cancelled && canvas.current) draw(canvas.current, bitmap);
        bitmap.close();
        if (!cancelled) setFailed(false);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [blob]);

  if (file.isError || failed)
    return (
      <Text size="sm">
        <Trans>The preview cannot be shown; the image is uploaded and will be checked when you save.</Trans>
      </Text>
    );
  return <canvas ref={canvas} role="img" aria-label={label} width={PREVIEW_SIZE_PX} height={PREVIEW_SIZE_PX} style={BOX_STYLE} />;
}
