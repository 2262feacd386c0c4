import { configure } from '@testing-library/react';

// A file's first render loads its page's chunks and the kit's: on a busy machine (CI's two cores
// running a whole suite) that takes over testing-library's default second. A check that fails
// still fails, only later.
configure({ asyncUtilTimeout: 5000 });
