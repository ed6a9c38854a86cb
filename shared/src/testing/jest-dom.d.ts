// Types of the jest-dom matchers (toBeInTheDocument, toHaveFocus…) that jest-setup.cjs installs.
/// <reference types="@testing-library/jest-dom" />
