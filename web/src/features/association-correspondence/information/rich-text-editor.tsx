import { Editor } from 'primereact/editor';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import 'quill/dist/quill.snow.css';

interface Props {
  id: string;
  /** HTML as the editor writes it. */
  value: string;
  onChange: (html: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  labelledBy: string;
  describedBy?: string;
  /** Uploads an image and answers its address, or null when the upload failed (it said why). Absent: no images yet. */
  onImage?: (file: File) => Promise<string | null>;
}

interface Quill {
  root: HTMLElement;
  getModule(name: 'toolbar'): { container: HTMLElement };
  getSelection(focus?: boolean): { index: number } | null;
  getLength(): number;
  insertEmbed(index: number, type: string, value: string, source: string): void;
  setSelection(index: number, length: number): void;
}

/**
 * The information body as rich text (PrimeReact's Editor on Quill): headings, emphasis, lists, quotes, links, and
 * images uploaded to the association (never pasted as data or linked from elsewhere: the server drops those).
 */
export function RichTextEditor({ id, value, onChange, disabled, invalid, labelledBy, describedBy, onImage }: Props) {
  const { t } = useTranslation();
  const quill = useRef<Quill | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const k = 'associationCorrespondence.editor.rich';

  /** The editing surface is Quill's own element: it gets the field's name, state and description. */
  function label(root: HTMLElement) {
    root.id = id;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-labelledby', labelledBy);
    if (describedBy) root.setAttribute('aria-describedby', describedBy);
    else root.removeAttribute('aria-describedby');
    if (invalid) root.setAttribute('aria-invalid', 'true');
    else root.removeAttribute('aria-invalid');
  }
  if (quill.current) label(quill.current.root);

  /**
   * Quill draws its own menus for the toolbar's selects (text style, alignment) with no names of their own: they get
   * the select's name, and each choice its option's text (alignment choices are icons: named here).
   */
  function nameMenus(toolbar: HTMLElement) {
    for (const select of toolbar.querySelectorAll('select')) {
      const picker = select.previousElementSibling;
      if (!picker?.classList.contains('ql-picker')) continue;
      picker.querySelector('.ql-picker-label')?.setAttribute('aria-label', select.getAttribute('aria-label') ?? '');
      const items = picker.querySelectorAll('.ql-picker-item');
      [...select.options].forEach((option, i) => {
        const name = option.textContent?.trim() || t(`${k}.alignTo.${option.value || 'left'}`);
        items[i]?.setAttribute('aria-label', name);
      });
    }
  }

  async function insertImage(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !onImage || !quill.current) return;
    const at = quill.current.getSelection(true)?.index ?? quill.current.getLength();
    const url = await onImage(file);
    if (!url || !quill.current) return;
    quill.current.insertEmbed(at, 'image', url, 'user');
    quill.current.setSelection(at + 1, 0);
  }

  const header = (
    <>
      <span className="ql-formats">
        <select className="ql-header" defaultValue="" aria-label={t(`${k}.heading`)}>
          <option value="1">{t(`${k}.heading1`)}</option>
          <option value="2">{t(`${k}.heading2`)}</option>
          <option value="">{t(`${k}.normal`)}</option>
        </select>
      </span>
      <span className="ql-formats">
        <button type="button" className="ql-bold" aria-label={t(`${k}.bold`)} />
        <button type="button" className="ql-italic" aria-label={t(`${k}.italic`)} />
        <button type="button" className="ql-underline" aria-label={t(`${k}.underline`)} />
      </span>
      <span className="ql-formats">
        <button type="button" className="ql-list" value="ordered" aria-label={t(`${k}.ordered`)} />
        <button type="button" className="ql-list" value="bullet" aria-label={t(`${k}.bullet`)} />
        <button type="button" className="ql-blockquote" aria-label={t(`${k}.quote`)} />
        <select className="ql-align" defaultValue="" aria-label={t(`${k}.align`)} />
      </span>
      <span className="ql-formats">
        <button type="button" className="ql-link" aria-label={t(`${k}.link`)} />
        <button
          type="button"
          className="ac-rich-image"
          aria-label={t(`${k}.image`)}
          title={onImage ? t(`${k}.image`) : t(`${k}.imageAfterSave`)}
          disabled={!onImage || disabled}
          onClick={() => input.current?.click()}
        >
          <i className="pi pi-image" aria-hidden />
        </button>
        <input ref={input} type="file" accept="image/jpeg,image/png,.jpg,.jpeg,.png" hidden onChange={(e) => void insertImage(e)} data-testid="rich-image-input" />
      </span>
      <span className="ql-formats">
        <button type="button" className="ql-clean" aria-label={t(`${k}.clean`)} />
      </span>
    </>
  );

  return (
    <div className={invalid ? 'ac-rich p-invalid' : 'ac-rich'}>
      <Editor
        value={value}
        readOnly={disabled}
        headerTemplate={header}
        formats={['header', 'bold', 'italic', 'underline', 'list', 'blockquote', 'align', 'link', 'image']}
        onTextChange={(e) => onChange(e.htmlValue ?? '')}
        onLoad={(instance: Quill) => {
          quill.current = instance;
          label(instance.root);
          nameMenus(instance.getModule('toolbar').container);
        }}
        style={{ minBlockSize: '16rem' }}
      />
      {!onImage && <small className="muted">{t(`${k}.imageAfterSave`)}</small>}
    </div>
  );
}
