import { ActionIcon, Group, Table, Tooltip } from '@mantine/core';
import { IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from './confirm-dialog';

/** Which rows of an inline-edited list are being edited; a new row (no id yet) starts in editing. */
export const useInlineRowState = ({ isNew, onDone }: { isNew: boolean; onDone?: () => void }) => {
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
