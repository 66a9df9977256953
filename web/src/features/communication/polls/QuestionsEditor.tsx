import { ActionIcon, Button, Checkbox, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { type FieldErrors, useFieldArray, useFormContext } from 'react-hook-form';
import { Field, type FieldHost, useBoundField } from '../../../ui/fields';
import { ListError } from '../../../ui/fields/ListError';
import {
  newQuestion,
  type PollFormValues,
  PollQuestionType,
  pollLabels,
  questionTypeLabels,
} from './poll-form';

const typeOptions = Object.entries(questionTypeLabels).map(([value, label]) => ({ value, label }));

/** The message of a list-level error (react-hook-form keeps it on the array or on its `root`). */
function listError(error: unknown): string | undefined {
  const e = error as { message?: string; root?: { message?: string } } | undefined;
  return e?.message ?? e?.root?.message;
}

function OptionsEditor({ index }: { index: number }) {
  const { control, register, formState } = useFormContext<PollFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `questions.${index}.options` });
  const errors = (formState.errors as FieldErrors<PollFormValues>).questions?.[index]?.options;
  return (
    <Stack gap={6} data-testid="poll-question-options">
      {fields.map((field, n) => (
        <Group key={field.id} gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            flex={1}
            aria-label={`${pollLabels.optionText} ${n + 1}`}
            placeholder={`${pollLabels.optionText} ${n + 1}`}
            maxLength={300}
            {...register(`questions.${index}.options.${n}.text`)}
            error={errors?.[n]?.text?.message}
            data-testid="poll-option-text"
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Премахни отговор ${n + 1}`}
            onClick={() => remove(n)}
            data-testid="poll-option-remove"
          >
            ✕
          </ActionIcon>
        </Group>
      ))}
      <ListError text={listError(errors)} testId="poll-options-error" />
      <Group>
        <Button
          size="xs"
          variant="light"
          disabled={fields.length >= 30}
          onClick={() => append({ text: '' })}
          data-testid="poll-option-add"
        >
          Добави отговор
        </Button>
      </Group>
    </Stack>
  );
}

type PollForm = FieldHost<PollFormValues>;

function QuestionEditor({ form, index, onRemove }: { form: PollForm; index: number; onRemove?: () => void }) {
  const { register, getValues, setValue } = useFormContext<PollFormValues>();
  const type = useBoundField({ form, name: `questions.${index}.type`, label: 'Вид на отговора' });
  return (
    <Paper withBorder p="sm" data-testid="poll-question">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>Въпрос {index + 1}</Text>
          {onRemove && (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              onClick={onRemove}
              data-testid="poll-question-remove"
            >
              Премахни въпроса
            </Button>
          )}
        </Group>
        <Field.Text form={form} name={`questions.${index}.text`} testId="poll-question-text" />
        <Group align="flex-end">
          <Select
            label={type.labelProps.label}
            data={typeOptions}
            value={String(type.value)}
            allowDeselect={false}
            onChange={(v) => {
              const next = Number(v) as PollQuestionType;
              type.onChange(next);
              // A choice needs two options to start from; free text keeps none.
              const options = getValues(`questions.${index}.options`);
              if (next !== PollQuestionType.FreeText && options.length < 2)
                setValue(`questions.${index}.options`, [
                  ...options,
                  ...Array.from({ length: 2 - options.length }, () => ({ text: '' })),
                ]);
            }}
            comboboxProps={{ withinPortal: true }}
            data-testid="poll-question-type"
          />
          <Checkbox
            mb={8}
            label="Задължителен"
            {...register(`questions.${index}.isRequired`)}
            data-testid="poll-question-required"
          />
        </Group>
        {type.value !== PollQuestionType.FreeText && <OptionsEditor index={index} />}
      </Stack>
    </Paper>
  );
}

/** The poll's questions: add, remove, the kind of answer and the options to choose from. */
export function QuestionsEditor({ form }: { form: PollForm }) {
  const { control, formState } = useFormContext<PollFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'questions' });
  const error = listError(formState.errors.questions);
  return (
    <Stack gap="sm" data-testid="poll-questions">
      <Text fw={600}>Въпроси</Text>
      {fields.map((field, i) => (
        <QuestionEditor
          key={field.id}
          form={form}
          index={i}
          onRemove={fields.length > 1 ? () => remove(i) : undefined}
        />
      ))}
      <ListError text={error} />
      <Group>
        <Button
          variant="light"
          disabled={fields.length >= 50}
          onClick={() => append(newQuestion())}
          data-testid="poll-question-add"
        >
          Добави въпрос
        </Button>
      </Group>
    </Stack>
  );
}
