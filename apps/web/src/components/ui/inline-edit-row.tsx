import { ActionIcon, Button, Group, Table, Tooltip } from '@mantine/core';
import { IconCheck, IconDeviceFloppy, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConfirm } from './confirm-dialog';
import { type SaveFormOptions, saveForm } from './form/save-form';

/** Which rows of an inline-edited list are being edited; a new row (no id yet) starts in editing. */
const useInlineRowState = ({ isNew, onDone }: { isNew: boolean; onDone?: () => void }) => {
  const [isEditing, setIsEditing] = useState(isNew);
  return {
    isEditing,
    startEditing: () => setIsEditing(true),
    /** After a save or a cancel: an existing row goes back to viewing, a new row goes away. */
    finishEditing: () => {
      if (isNew) onDone?.();
      else setIsEditing(false);
    },
  };
};

type InlineEditFormOptions<Values extends FieldValues, Output> = Omit<SaveFormOptions<Values, Output>, 'values'> & {
  /** A new row (no record yet) starts in editing and goes away when done. */
  isNew: boolean;
  /** Removes the new row. */
  onDone?: () => void;
};

/**
 * The editing state of an InlineEditRow whose cells are a form: edit, save (validated, then saved as
 * `saveForm` does) and cancel (the edits dropped). Spread the result on the row.
 */
export const useInlineEditForm = <Values extends FieldValues, Output>({
  isNew,
  onDone,
  ...saveOptions
}: InlineEditFormOptions<Values, Output>) => {
  const row = useInlineRowState({ isNew, onDone });
  const { form } = saveOptions;
  return {
    isEditing: row.isEditing,
    onEdit: row.startEditing,
    onSave: form.handleSubmit(async (values) => {
      // the valid values are the form's own, narrowed by its schema: saved, they are the form's new start
      if (await saveForm({ ...saveOptions, values: values as unknown as Values })) row.finishEditing();
    }),
    onCancel: () => {
      form.reset();
      row.finishEditing();
    },
  };
};

type InlineEditRowProps = {
  isEditing: boolean;
  /** Names the row in the buttons' labels, e.g. "21 %". */
  rowLabel: string;
  /** The row's cells: inputs while editing, text otherwise. */
  children: ReactNode;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
  onDelete: () => void;
  /** Asked before onDelete. */
  deleteQuestion: string;
};

const ACTIONS_WIDTH = 120;

/**
 * A table row edited in place (VAT rates, EKO-KOM materials): edit, then save or cancel; delete after a
 * confirmation. Enter saves and Escape cancels while editing.
 */
export const InlineEditRow = (props: InlineEditRowProps) => {
  const { t } = useTranslation();
  const { confirm, dialog } = useConfirm();
  const { isEditing, rowLabel } = props;

  const onKeyDown = (event: KeyboardEvent) => {
    if (!isEditing) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      props.onSave();
    } else if (event.key === 'Escape') {
      props.onCancel();
    }
  };

  const onDelete = async () => {
    if (await confirm(props.deleteQuestion)) props.onDelete();
  };

  const action = (label: string, icon: ReactNode, onClick: () => void, color?: string) => (
    <Tooltip label={label} withArrow openDelay={300}>
      <ActionIcon variant="subtle" color={color} aria-label={`${label}: ${rowLabel}`} onClick={onClick} size="lg">
        {icon}
      </ActionIcon>
    </Tooltip>
  );

  return (
    <Table.Tr onKeyDown={onKeyDown} data-editing={isEditing || undefined}>
      {props.children}
      <Table.Td w={ACTIONS_WIDTH}>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {isEditing ? (
            <>
              {action(t('app.save'), <IconCheck size={18} />, props.onSave, 'green')}
              {action(t('app.cancel'), <IconX size={18} />, props.onCancel, 'gray')}
            </>
          ) : (
            <>
              {action(t('settings.edit'), <IconPencil size={18} />, props.onEdit)}
              {action(t('settings.delete'), <IconTrash size={18} />, onDelete, 'red')}
            </>
          )}
        </Group>
        {dialog}
      </Table.Td>
    </Table.Tr>
  );
};

type InlineSaveRowProps = {
  /** Names the row in the save button's label. */
  rowLabel: string;
  /** The row's header cell and its input cells. */
  children: ReactNode;
  onSave: () => void;
};

/** A table row always in editing and saved on its own by its Save button (the offer's prices and rating steps). */
export const InlineSaveRow = ({ rowLabel, children, onSave }: InlineSaveRowProps) => {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      {children}
      <Table.Td ta="right">
        <Button
          variant="light"
          leftSection={<IconDeviceFloppy size={16} />}
          onClick={onSave}
          aria-label={`${t('app.save')}: ${rowLabel}`}
        >
          {t('app.save')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
};
