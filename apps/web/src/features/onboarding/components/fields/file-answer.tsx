import {
  ONBOARDING_FILE_EXTENSIONS,
  ONBOARDING_MAX_FILES,
  onboardingMessages,
  type OnboardingField,
} from '@concierge/shared';
import { useRef, useState } from 'react';
import { FileDropZone } from '@/components/file-drop-zone';
import { Alert } from '@/components/ui/alert';
import { hasAllowedExtension } from '@/lib/file-extension';
import { ChosenFileList } from './chosen-file-list';

interface FileAnswerProps {
  field: OnboardingField;
  id: string;
  describedBy?: string;
  /** The chosen names (the stored answer; it survives a reload). */
  names: string[];
  /** The chosen files, in memory only. */
  files: File[];
  onChange: (files: File[], names: string[]) => void;
}

function acceptedExtensions(field: OnboardingField): readonly string[] {
  const listed = (field.accept ?? '')
    .split(',')
    .map((extension) => extension.trim())
    .filter(Boolean);
  return listed.length > 0 ? listed : ONBOARDING_FILE_EXTENSIONS;
}

/**
 * Drag-and-drop or browse, several files, refused by extension and count before anything is
 * sent. A file replaces an earlier one of the same name.
 */
export function FileAnswer({ field, id, describedBy, names, files, onChange }: FileAnswerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const extensions = acceptedExtensions(field);

  const add = (incoming: File[]) => {
    const refused = incoming.filter((file) => !hasAllowedExtension(file.name, extensions));
    let nextNames = [...names];
    let nextFiles = [...files];
    let tooMany = false;
    for (const file of incoming.filter((item) => !refused.includes(item))) {
      if (!nextNames.includes(file.name)) {
        if (nextNames.length >= ONBOARDING_MAX_FILES) {
          tooMany = true;
          continue;
        }
        nextNames = [...nextNames, file.name];
      }
      nextFiles = [...nextFiles.filter((item) => item.name !== file.name), file];
    }
    setProblems([
      ...refused.map((file) => onboardingMessages.badFileType(file.name)),
      ...(tooMany ? [onboardingMessages.tooManyFiles] : []),
    ]);
    onChange(nextFiles, nextNames);
  };

  const remove = (name: string) =>
    onChange(
      files.filter((file) => file.name !== name),
      names.filter((item) => item !== name),
    );

  return (
    <div className="space-y-3">
      <FileDropZone
        inputRef={inputRef}
        inputId={id}
        accept={extensions.join(',')}
        title="Drag and drop files here"
        hint={`${extensions.join(', ')}; up to ${ONBOARDING_MAX_FILES} files.`}
        describedBy={describedBy}
        onFiles={add}
      />

      {problems.length > 0 && (
        <Alert onDismiss={() => setProblems([])}>
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </Alert>
      )}

      <ChosenFileList names={names} files={files} onRemove={remove} />
    </div>
  );
}
