{
  "title": "{{titleRo}}",
  "page": {
    "intro": "{{introRo}}"
  }
}
