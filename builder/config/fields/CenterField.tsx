'use client';

import { createUsePuck } from '@puckeditor/core';
import { useEditorContext } from '../../editor-context';
import { CenterPicker } from './CenterPicker';
import type { FieldText } from './field-text';
import type { Center } from './image-center';
import { previewUrl, type ImageValue } from './image-media';
import { readPath, siblingPath } from './path';

const usePuck = createUsePuck();

interface CenterFieldProps {
  name: string;
  label: string;
  text: FieldText;
  value: Center | undefined;
  onChange: (value: Center | undefined) => void;
  readOnly?: boolean;
}

/**
 * The `center` of an image inside a block's props: Puck gives a field its own value only,
 * so the image url and filters to preview are read beside it in the selected block.
 */
export function CenterField({ name, ...props }: CenterFieldProps) {
  const { editLocale } = useEditorContext();
  const media = usePuck((s) => readPath(s.selectedItem?.props, siblingPath(name, 'media'))) as ImageValue['media'] | undefined;
  const filters = usePuck((s) => readPath(s.selectedItem?.props, siblingPath(name, 'filters'))) as ImageValue['filters'];
  return <CenterPicker {...props} imageUrl={previewUrl(media, editLocale)} filters={filters} />;
}
