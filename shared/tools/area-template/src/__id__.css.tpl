/* Layout the kit does not have, for the {{id}} area only (classes prefixed obs-{{id}}-). */

.obs-{{id}}-intro {
  margin: 0;
  color: var(--obs-color-text-muted);
}
