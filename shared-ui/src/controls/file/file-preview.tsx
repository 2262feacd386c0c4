import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { theme } from '../../theme/theme';

/** A thumbnail of an image file; its object URL is revoked when the file is removed or unmounted. */
export function FilePreview({ file }: { file: File }) {
  const [url, setUrl] = useState<string>();
  const image = file.type.startsWith('image/');
  useEffect(() => {
    if (!image) return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file, image]);
  if (!image) return <Thumb as="span" aria-hidden="true" />;
  return url ? <Thumb src={url} alt="" /> : <Thumb as="span" aria-hidden="true" />;
}

const Thumb = styled.img`
  flex: none;
  display: block;
  width: 48px;
  height: 48px;
  object-fit: cover;
  border-radius: calc(${theme.radius} - 2px);
  background: ${theme.color.bg};
  border: 1px solid ${theme.color.border};
`;
