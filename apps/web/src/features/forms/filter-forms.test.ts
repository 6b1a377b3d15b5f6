import { describe, expect, it } from 'vitest';
import { filterForms } from './filter-forms';
import { submittedFormFixture } from './test/form-fixtures';

const appointment = submittedFormFixture();
const complaint = submittedFormFixture({
  id: 'form-2',
  form_id: 'CMP-2002',
  session_id: 'zzzz9999',
  category: 'Complaints/Feedback',
  form_data: { full_name: 'Sam Roe', message: 'Late sample pickup' },
});

describe('filterForms', () => {
  it('keeps everything for an empty search', () => {
    expect(filterForms([appointment, complaint], '  ')).toEqual([appointment, complaint]);
  });

  it('matches category, form id, session id and submitted values, ignoring case', () => {
    const forms = [appointment, complaint];
    expect(filterForms(forms, 'complaints')).toEqual([complaint]);
    expect(filterForms(forms, 'apt-1001')).toEqual([appointment]);
    expect(filterForms(forms, 'ZZZZ99')).toEqual([complaint]);
    expect(filterForms(forms, 'late SAMPLE')).toEqual([complaint]);
    expect(filterForms(forms, 'cbc')).toEqual([appointment]);
    expect(filterForms(forms, 'nothing like this')).toEqual([]);
  });

  it('does not match the names of the fields', () => {
    expect(filterForms([complaint], 'full_name')).toEqual([]);
  });
});
