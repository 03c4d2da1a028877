{{/*
One single-replica development component (Deployment + Service, and a PVC when
devInfra.persistence is on). Not for production: no replication, no auth unless noted.
Args: dict with
  root, name, image, resources, ports (list of {name, port}), dataPath, uid (runs as this user),
  env (list of EnvVar), args (list, optional), command (list, optional), probePort (port name)
*/}}
{{- define "studyhall.devInfra" -}}
{{- $root := .root -}}
{{- $fullname := include "studyhall.componentName" (dict "root" $root "name" .name) -}}
{{- $ctx := dict "root" $root "name" .name -}}
{{- if $root.Values.devInfra.persistence }}
apiVersion: v1
kind: PersistentVolumeClaim
metadata:
  name: {{ $fullname }}
  labels:
    {{- include "studyhall.labels" $ctx | nindent 4 }}
spec:
  accessModes: [ReadWriteOnce]
  {{- with $root.Values.devInfra.storageClassName }}
  storageClassName: {{ . }}
  {{- end }}
  resources:
    requests:
      storage: {{ .storage | default "2Gi" }}
---
{{- end }}
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ $fullname }}
  labels:
    {{- include "studyhall.labels" $ctx | nindent 4 }}
spec:
  replicas: 1
  # One writer of the data directory at a time.
  strategy:
    type: Recreate
  selector:
    matchLabels:
      {{- include "studyhall.selectorLabels" $ctx | nindent 6 }}
  template:
    metadata:
      labels:
        {{- include "studyhall.labels" $ctx | nindent 8 }}
    spec:
      automountServiceAccountToken: false
      enableServiceLinks: false
      securityContext:
        runAsNonRoot: true
        runAsUser: {{ .uid }}
        runAsGroup: {{ .uid }}
        fsGroup: {{ .uid }}
        seccompProfile:
          type: RuntimeDefault
      containers:
        - name: {{ .name }}
          image: {{ .image | quote }}
          imagePullPolicy: IfNotPresent
          {{- with .command }}
          command:
            {{- toYaml . | nindent 12 }}
          {{- end }}
          {{- with .args }}
          args:
            {{- toYaml . | nindent 12 }}
          {{- end }}
          {{- with .env }}
          env:
            {{- toYaml . | nindent 12 }}
          {{- end }}
          ports:
            {{- range .ports }}
            - name: {{ .name }}
              containerPort: {{ .port }}
              protocol: TCP
            {{- end }}
          readinessProbe:
            tcpSocket:
              port: {{ .probePort }}
            periodSeconds: 5
          resources:
            {{- toYaml .resources | nindent 12 }}
          securityContext:
            allowPrivilegeEscalation: false
            capabilities:
              drop: [ALL]
          volumeMounts:
            - name: data
              mountPath: {{ .dataPath }}
      volumes:
        - name: data
          {{- if $root.Values.devInfra.persistence }}
          persistentVolumeClaim:
            claimName: {{ $fullname }}
          {{- else }}
          emptyDir: {}
          {{- end }}
---
apiVersion: v1
kind: Service
metadata:
  name: {{ $fullname }}
  labels:
    {{- include "studyhall.labels" $ctx | nindent 4 }}
spec:
  type: ClusterIP
  selector:
    {{- include "studyhall.selectorLabels" $ctx | nindent 4 }}
  ports:
    {{- range .ports }}
    - name: {{ .name }}
      port: {{ .port }}
      targetPort: {{ .name }}
      protocol: TCP
    {{- end }}
{{- end -}}
